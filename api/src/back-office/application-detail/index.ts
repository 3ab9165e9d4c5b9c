/** What other modules may use of back-office/application-detail. */
export { ApplicationDetailModule } from './application-detail.module';
