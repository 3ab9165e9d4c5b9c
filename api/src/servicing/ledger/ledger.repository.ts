/** The premium ledger's queries: posting entries once each, and a policy's sums and history. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { LedgerEntryKind } from '@coverline/contracts';
import { LedgerEntry } from './entities/ledger-entry.entity';

export type NewLedgerEntry = Pick<
  LedgerEntry,
  'policyId' | 'kind' | 'amountCents' | 'postedOn' | 'memo' | 'postingKey'
> &
  Partial<Pick<LedgerEntry, 'instalmentId' | 'providerPaymentId'>>;

@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Inserts the entries whose posting key is new; returns how many were. */
  async post(m: EntityManager, entries: NewLedgerEntry[]): Promise<number> {
    if (entries.length === 0) return 0;
    const result = await m
      .createQueryBuilder()
      .insert()
      .into(LedgerEntry)
      .values(entries.map((e) => ({ instalmentId: null, providerPaymentId: null, ...e })))
      .orIgnore()
      .execute();
    return result.identifiers.filter(Boolean).length;
  }

  /** The policy's sum per kind (an index-only read of its entries). */
  async sums(
    policyId: string,
    m: EntityManager = this.db.manager,
  ): Promise<Map<LedgerEntryKind, number>> {
    const rows = await m.query<Array<{ kind: LedgerEntryKind; total: string }>>(
      `SELECT kind, sum(amount_cents) AS total FROM policy_ledger_entries
        WHERE policy_id = $1 GROUP BY kind`,
      [policyId],
    );
    return new Map(rows.map((r) => [r.kind, Number(r.total)]));
  }

  /** The policy's entries, oldest first. */
  entries(policyId: string, m: EntityManager = this.db.manager): Promise<LedgerEntry[]> {
    return m.find(LedgerEntry, {
      where: { policyId },
      order: { entryNo: 'ASC' },
    });
  }
}
