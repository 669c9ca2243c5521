import type { CertificateCountsData } from '../../domain/dashboardData';
import { CertificateCounts } from './CertificateCounts';
import type { CardProps } from './types';
import { WorkQueueLinks } from './WorkQueueLinks';

/** ITS instructor certificates: the site's requests and certificates by status, and its work queues. */
export const ItsCertificatesCard = ({ data }: CardProps<CertificateCountsData>) =>
  data ? (
    <>
      <CertificateCounts scope="its" counts={data} />
      <WorkQueueLinks />
    </>
  ) : null;
