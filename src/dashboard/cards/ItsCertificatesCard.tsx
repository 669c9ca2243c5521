import type { CertificateCountsData } from '../../domain/dashboardData';
import { CertificateCounts } from './CertificateCounts';
import type { CardProps } from './types';

/** ITS instructor certificates: the site's requests and certificates by status. */
export const ItsCertificatesCard = ({ data }: CardProps<CertificateCountsData>) =>
  data ? <CertificateCounts scope="its" counts={data} /> : null;
