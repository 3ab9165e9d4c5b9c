/** What other modules may use of back-office/applications. */
export { ApplicationsModule } from './applications.module';
