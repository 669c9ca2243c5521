import type { Reach } from './resources';
import { pathFor, type RouteName } from './routes';

/** The three places certificates are shown (§2): a site, an ITC over its sites, an instructor's own. */
export type CertificateScope = 'its' | 'itc' | 'my';

export const REACH_OF_SCOPE: Record<CertificateScope, Reach> = { its: 'own', itc: 'itc', my: 'my' };

const LIST: Record<CertificateScope, RouteName> = {
  its: 'ITS_Instructor_Certificates',
  itc: 'ITC_Instructor_Certificates',
  my: 'My_Instructor_Certificates',
};
const DETAIL: Record<CertificateScope, RouteName> = {
  its: 'ITS_Instructor_Certificates_Detail',
  itc: 'ITC_Instructor_Certificates_Detail',
  my: 'My_Instructor_Certificates_Detail',
};

/**
 * The list of a scope, filtered the way react-admin lists read it from the address:
 * `/its/instructor_certificates?filter={"status":"APPROVAL"}`.
 */
export function certificateListPath(scope: CertificateScope, filter: Record<string, string> = {}): string {
  const path = pathFor(LIST[scope]);
  return Object.keys(filter).length ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path;
}

export const certificateDetailPath = (scope: CertificateScope, id: string | number) =>
  pathFor(DETAIL[scope], { instructorCertificateId: String(id) });
