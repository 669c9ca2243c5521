import { pathFor, type RouteName } from '../../domain/routes';

/** The certificate list screens the cards link into (§2), by scope. */
export type CertificateScope = 'its' | 'itc' | 'my';

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

export const certificateDetailPath = (scope: CertificateScope, id: string) =>
  pathFor(DETAIL[scope], { instructorCertificateId: id });
