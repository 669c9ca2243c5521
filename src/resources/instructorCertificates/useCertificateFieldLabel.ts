import { useTranslate } from 'react-admin';

/** The label of a request's field, as the detail and the review screens show it. */
export function useCertificateFieldLabel() {
  const translate = useTranslate();
  return (name: string) => translate(`resources.instructor-certificates.fields.${name}`);
}
