import type { Reach } from '../../domain/resources';
import { pathFor, type RouteName } from '../../domain/routes';

/** The three places certificates are shown (§2): a site, an ITC over its sites, an instructor's own. */
export type CertificateScope = 'its' | 'itc' | 'my';

export const REACH_OF_SCOPE: Record<CertificateScope, Reach> = { its: 'own', itc: 'itc', my: 'my' };

const LIST: Record<CertificateScope, RouteName> = {
  itc: 'ITC_Instructor_Certificates',
  its: 'ITS_Instructor_Certificates',
  my: 'My_Instructor_Certificates',
};
const DETAIL: Record<CertificateScope, RouteName> = {
  itc: 'ITC_Instructor_Certificates_Detail',
  its: 'ITS_Instructor_Certificates_Detail',
  my: 'My_Instructor_Certificates_Detail',
};

export const listPath = (scope: CertificateScope) => pathFor(LIST[scope]);
export const detailPath = (scope: CertificateScope, id: string | number) =>
  pathFor(DETAIL[scope], { instructorCertificateId: String(id) });
