/** What other modules may use of servicing/cancellations. */
export { CancellationCheckModule, CancellationsModule } from './cancellations.module';
export { CancellationInForce, cancellationInForceSql } from './cancellation-in-force';
