/** What other modules may use of servicing/cancellations. */
export { CancellationsModule } from './cancellations.module';
