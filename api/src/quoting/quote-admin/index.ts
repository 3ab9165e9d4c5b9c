/** What other modules may use of quoting/quote-admin. */
export { QuoteAdminModule } from './quote-admin.module';
