import type { ExpiringCertificatesData } from '../../domain/dashboardData';
import { ExpiringCertificates } from './ExpiringCertificates';
import type { CardProps } from './types';

/** ITS certificates expiring soon: the site's instructors whose certificate expires within 90 days. */
export const ItsExpiringCard = ({ data }: CardProps<ExpiringCertificatesData>) =>
  data ? <ExpiringCertificates scope="its" data={data} /> : null;
