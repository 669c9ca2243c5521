import type { DashboardCardId } from '../../../src/domain/dashboard';
import { ahaDetails } from './ahaDetails';
import type { CardSource } from './cardSource';
import {
  itcCertificateCounts,
  itcCertificatesExpiring,
  itsCertificateCounts,
  itsCertificatesExpiring,
  myCertificates,
} from './certificateCards';
import { itsCourses, itsFollowUpOverdue } from './courseCards';
import { itcInfo } from './itcInfo';
import { itcRemindedNotRenewed } from './reminderCard';

/**
 * Data of the dashboard cards, by card id (front end: src/dashboard/cards/registry.ts). A card
 * without an entry needs no data and is shown to every holder of its feature. A new card is one
 * file here and one line below.
 */
export const CARD_SOURCES: Partial<Record<DashboardCardId, CardSource>> = {
  my_certificates: myCertificates,
  its_instructor_certificates: itsCertificateCounts,
  itc_instructor_certificates: itcCertificateCounts,
  aha_details: ahaDetails,
  its_certificates_expiring: itsCertificatesExpiring,
  itc_certificates_expiring: itcCertificatesExpiring,
  itc_info_de_at: itcInfo(['DE', 'AT']),
  itc_info_ch: itcInfo(['CH']),
  its_courses: itsCourses,
  its_courses_followup_overdue: itsFollowUpOverdue,
  itc_reminded_not_renewed: itcRemindedNotRenewed,
};
