/** What other modules may use of servicing/ledger. */
export { LedgerModule } from './ledger.module';
export { LedgerService } from './ledger.service';
export type { LedgerEntry } from './entities/ledger-entry.entity';
export type { NewLedgerEntry } from './ledger.repository';
