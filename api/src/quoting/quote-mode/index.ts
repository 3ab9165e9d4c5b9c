/** What other modules may use of quoting/quote-mode. */
export { QuoteModeModule } from './quote-mode.module';
