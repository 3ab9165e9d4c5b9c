/** What other modules may use of servicing/bor. */
export { BorModule } from './bor.module';
