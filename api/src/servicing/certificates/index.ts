/** What other modules may use of servicing/certificates. */
export { CertificatesModule } from './certificates.module';
export { CertificateHolderNotices } from './certificate-holder-notices';
