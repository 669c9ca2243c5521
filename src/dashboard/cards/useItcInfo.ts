import { meets } from '../../domain/permissions';
import { routeByName } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';
import { useAppScreens } from '../../layout/appScreens';

/** What `GET /dashboard` answers for an ITC information card: the user's ITC from the organisations table. */
export interface ItcInfoData {
  itc: {
    name: string;
    contactName: string | null;
    contactEmail: string | null;
    phone: string | null;
    street: string | null;
    houseNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string | null;
  };
}

/** An ITC's street and town on one line, each part left out when it is empty. */
const addressOf = (itc: ItcInfoData['itc']) =>
  [[itc.street, itc.houseNumber].filter(Boolean).join(' '), [itc.zipCode, itc.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** The ITC of an ITC information card, its address, and whether the user may open the list of certificates. */
export function useItcInfo(user: SessionUser, data: ItcInfoData | undefined) {
  const { hasScreen } = useAppScreens();
  const itc = data?.itc;
  const certificates = routeByName('ITS_Instructor_Certificates');
  return {
    itc,
    address: itc ? addressOf(itc) : '',
    showCertificates: hasScreen('ITS_Instructor_Certificates') && meets(user, certificates),
  };
}
