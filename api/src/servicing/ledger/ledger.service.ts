/**
 * The premium ledger of bound policies: every money movement posts here, once per movement
 * (its posting key), and a policy's balance is always a sum over its entries.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LedgerEntryKind, type LedgerTotals } from '@coverline/contracts';
import type { LedgerEntry } from './entities/ledger-entry.entity';
import { LedgerRepository, type NewLedgerEntry } from './ledger.repository';

@Injectable()
export class LedgerService {
  constructor(@Inject(LedgerRepository) private readonly repository: LedgerRepository) {}

  /** Posts the entries in the caller's transaction; an entry posted before is left as it was. */
  post(m: EntityManager, entries: NewLedgerEntry[]): Promise<number> {
    return this.repository.post(m, entries);
  }

  /** The policy's totals per kind. */
  async totals(policyId: string, m?: EntityManager): Promise<LedgerTotals> {
    const sums = await this.repository.sums(policyId, m);
    const of = (kind: LedgerEntryKind) => sums.get(kind) ?? 0;
    return {
      writtenCents: of(LedgerEntryKind.Written),
      billedCents: of(LedgerEntryKind.Billed),
      collectedCents: of(LedgerEntryKind.Collected),
      refundedCents: of(LedgerEntryKind.Refunded),
      returnPremiumCents: of(LedgerEntryKind.ReturnPremium),
    };
  }

  /** The policy's entries, oldest first. */
  history(policyId: string, m?: EntityManager): Promise<LedgerEntry[]> {
    return this.repository.entries(policyId, m);
  }
}
