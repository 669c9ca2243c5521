import type { CertificateCountsData } from '../../domain/dashboardData';
import { CertificateCounts } from './CertificateCounts';
import type { CardProps } from './types';
import { WorkQueueLinks } from './WorkQueueLinks';

/**
 * ITS instructor certificates: the site's requests and certificates by status, and its work queues
 * (whose "sent back" is the counts' sent-back link, so that one is left out).
 */
export const ItsCertificatesCard = ({ data }: CardProps<CertificateCountsData>) =>
  data ? (
    <>
      <CertificateCounts scope="its" counts={data} sentBackLink={false} />
      <WorkQueueLinks />
    </>
  ) : null;
