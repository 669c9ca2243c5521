import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import BadgeIcon from '@mui/icons-material/Badge';
import EventIcon from '@mui/icons-material/Event';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import InfoIcon from '@mui/icons-material/Info';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PublicIcon from '@mui/icons-material/Public';
import VerifiedIcon from '@mui/icons-material/Verified';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { DashboardCardId } from '../../domain/dashboard';
import { AhaDetailsCard } from './AhaDetailsCard';
import { FollowUpOverdueCard } from './FollowUpOverdueCard';
import { ItcCertificatesCard } from './ItcCertificatesCard';
import { ItcExpiringCard } from './ItcExpiringCard';
import { ItcInfoChCard } from './ItcInfoChCard';
import { ItcInfoDeAtCard } from './ItcInfoDeAtCard';
import { ItsCertificatesCard } from './ItsCertificatesCard';
import { ItsCoursesCard } from './ItsCoursesCard';
import { ItsExpiringCard } from './ItsExpiringCard';
import { MyCertificatesCard } from './MyCertificatesCard';
import { RemindedNotRenewedCard } from './RemindedNotRenewedCard';
import type { CardDefinition } from './types';
import { WelcomeCard } from './WelcomeCard';

/**
 * The dashboard's cards by id (src/domain/dashboard.ts lists them with their feature; the server's
 * data sources are in server/services/dashboard/registry.ts). A card the app has no entry for is
 * not shown. Adding a card: one file in this folder, one line here, its texts under
 * `dashboard.cards.<id>`. "No cards active" is not here: the dashboard itself shows it when no
 * other card is visible.
 */
export const CARD_REGISTRY: Partial<Record<DashboardCardId, CardDefinition>> = {
  welcome: { icon: WavingHandIcon, Component: WelcomeCard },
  its_courses: { icon: EventIcon, Component: ItsCoursesCard },
  my_certificates: { icon: WorkspacePremiumIcon, Component: MyCertificatesCard },
  its_instructor_certificates: { icon: VerifiedIcon, Component: ItsCertificatesCard },
  itc_instructor_certificates: { icon: FactCheckIcon, Component: ItcCertificatesCard },
  aha_details: { icon: BadgeIcon, Component: AhaDetailsCard },
  its_certificates_expiring: { icon: HourglassBottomIcon, Component: ItsExpiringCard },
  itc_certificates_expiring: { icon: EventBusyIcon, Component: ItcExpiringCard },
  itc_info_de_at: { icon: InfoIcon, Component: ItcInfoDeAtCard },
  itc_info_ch: { icon: PublicIcon, Component: ItcInfoChCard },
  its_courses_followup_overdue: { icon: AssignmentLateIcon, Component: FollowUpOverdueCard },
  itc_reminded_not_renewed: { icon: MarkEmailReadOutlinedIcon, Component: RemindedNotRenewedCard },
};
