import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

type ScreenName =
  | 'ItcCertificateList'
  | 'ItcCertificateShow'
  | 'ItsCertificateList'
  | 'ItsCertificateShow'
  | 'MyCertificateList'
  | 'MyCertificateShow';
const screen = (name: ScreenName) => lazyScreen(() => import('./CertificateScreens'), name);

/** Certificate requests in the three scopes of the specification, each a list and a detail screen, and the ITC's review. */
export const screens = defineScreens({
  name: 'instructor-certificates',
  routes: {
    ITC_Instructor_Certificates: screen('ItcCertificateList'),
    ITC_Instructor_Certificates_Detail: screen('ItcCertificateShow'),
    ITS_Instructor_Certificates: screen('ItsCertificateList'),
    ITS_Instructor_Certificates_Detail: screen('ItsCertificateShow'),
    My_Instructor_Certificates: screen('MyCertificateList'),
    My_Instructor_Certificates_Detail: screen('MyCertificateShow'),
    // the ITC's review of the requests waiting for it, one after the other
    ITC_Certificate_Review: lazyScreen(() => import('./CertificateReviewPage'), 'CertificateReviewPage'),
  },
  menu: [
    menuEntry('my', 'My_Instructor_Certificates', 'menu.my_certificates', { first: true, icon: WorkspacePremiumIcon }),
    menuEntry('itc_administration', 'ITC_Instructor_Certificates', 'menu.itc_instructor_certificates', {
      after: 'ITC_Disciplines',
    }),
    menuEntry('its_administration', 'ITS_Instructor_Certificates', 'menu.its_instructor_certificates', {
      first: true,
      // the network's list holds the user's own site's requests too
      supersededBy: ['ITC_Instructor_Certificates'],
    }),
  ],
  icon: VerifiedIcon,
});
