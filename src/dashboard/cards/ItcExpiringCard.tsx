import type { ExpiringCertificatesData } from '../../domain/dashboardData';
import { ExpiringCertificates } from './ExpiringCertificates';
import type { CardProps } from './types';

/** ITC certificates expiring soon: the instructors of all the ITC's sites whose certificate expires within 90 days. */
export const ItcExpiringCard = ({ data }: CardProps<ExpiringCertificatesData>) =>
  data ? <ExpiringCertificates scope="itc" data={data} /> : null;
