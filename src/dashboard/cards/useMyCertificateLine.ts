import { useTranslate } from 'react-admin';
import type { MyCertificatesData } from '../../domain/dashboardData';
import { useFormat } from '../../components/format';

/** One discipline of the card: the display status of the user's newest certificate in it, and a request under way. */
export type MyDiscipline = MyCertificatesData['disciplines'][number];

/**
 * The line under a discipline of My certificates: the expiry of its certificate (or that there is
 * none yet), and its organisation when the user's disciplines belong to more than one.
 */
export function useMyCertificateLine(data: MyCertificatesData | undefined) {
  const translate = useTranslate();
  const format = useFormat();
  const organisations = new Set(data?.disciplines.map((d) => d.organisationName));
  return (d: MyDiscipline) => {
    const expiry =
      d.displayStatus === 'NO_CERTIFICATE'
        ? translate('dashboard.cards.my_certificates.no_certificate')
        : translate(
            d.displayStatus === 'EXPIRED'
              ? 'dashboard.cards.my_certificates.expired_on'
              : 'dashboard.cards.my_certificates.valid_until',
            { date: format.day(d.expiryDate) },
          );
    return organisations.size > 1 ? `${expiry} · ${d.organisationName}` : expiry;
  };
}
