/** What other modules may use of servicing/certificates. */
export { CertificatesModule } from './certificates.module';
