import { CertificateList } from './CertificateList';
import { CertificateShow } from './CertificateShow';

/** The screens of the three certificate scopes (src/screens.ts loads them lazily). */
export const ItcCertificateList = () => <CertificateList scope="itc" />;
export const ItsCertificateList = () => <CertificateList scope="its" />;
export const MyCertificateList = () => <CertificateList scope="my" />;
export const ItcCertificateShow = () => <CertificateShow scope="itc" />;
export const ItsCertificateShow = () => <CertificateShow scope="its" />;
export const MyCertificateShow = () => <CertificateShow scope="my" />;
