/** What other modules may use of quoting/appetite. */
export { AppetiteModule } from './appetite.module';
