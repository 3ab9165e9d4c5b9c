import { Inject, Injectable, Logger } from '@nestjs/common';
import { PgNotifications } from '../../common/database/pg-notifications';
import { createRateTables, type RateTableRecord, type RateTables } from '../rating';
import { RateTablesRepository } from './rate-tables.repository';

/** Where a trigger announces every change to `rate_table_versions` (when it commits). */
export const RATE_TABLES_CHANNEL = 'rate_tables';

/** An announcement's word for "read every table again". */
const EVERY_TABLE = '*';

/** A table as announcements name it: `kind|line|carrier|state`, `*` for no carrier or state. */
export const announcedKey = (r: Pick<RateTableRecord, 'kind' | 'line' | 'carrier' | 'state'>) =>
  [r.kind, r.line, r.carrier ?? '*', r.state ?? '*'].join('|');

/**
 * Every version of every rate table, read from the database once and held in memory, so a
 * rating reads no table from the database. An announcement on `rate_tables` (from any instance,
 * when its change commits) names the tables that changed; only those are read again, and the
 * tables held are rebuilt with them. Ratings asked for after an announcement arrived wait for it
 * to be applied rather than price on what it replaced.
 *
 * A lost notifications connection makes it read everything again, when lost and when back (what
 * arrived meanwhile is unknown); what is held stays in use meanwhile, as rate changes are rare
 * and a rating must not read thousands of rows.
 */
@Injectable()
export class LiveRateTables {
  private readonly logger = new Logger('RateTables');
  private held: RateTables | undefined;
  /** What is to be read again: everything, or these tables. */
  private everything = true;
  private readonly tables = new Set<string>();
  private working: Promise<RateTables> | undefined;

  constructor(
    @Inject(RateTablesRepository) private readonly repo: RateTablesRepository,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    notifications.subscribe(RATE_TABLES_CHANNEL, {
      message: (payload) => this.announced(payload.split(',')),
      reset: () => this.announced([EVERY_TABLE]),
    });
  }

  /** The tables with every change announced so far. */
  current(): Promise<RateTables> {
    if (this.held && !this.pending() && !this.working) return Promise.resolve(this.held);
    return this.apply().catch((err: unknown) => {
      // The database is out of reach: the tables held still price, as they did a moment ago.
      if (this.held) return this.held;
      throw err;
    });
  }

  /**
   * Reads tables again now, as their announcement will have them read (a writer that must price
   * from its own change at once); every table when none is named.
   */
  refresh(changed: Array<Pick<RateTableRecord, 'kind' | 'line' | 'carrier' | 'state'>> = []) {
    return this.mark(changed.length ? changed.map(announcedKey) : [EVERY_TABLE]);
  }

  private announced(keys: string[]): void {
    this.mark(keys).catch((err: unknown) =>
      this.logger.warn(`rate tables not read again yet: ${String(err)}`),
    );
  }

  private mark(keys: string[]): Promise<RateTables> {
    if (keys.includes(EVERY_TABLE)) this.everything = true;
    else for (const key of keys) this.tables.add(key);
    return this.apply();
  }

  private pending(): boolean {
    return this.everything || this.tables.size > 0;
  }

  /** One reader at a time, applying what is pending until nothing is; shared by every caller. */
  private apply(): Promise<RateTables> {
    this.working ??= this.drain().finally(() => {
      this.working = undefined;
    });
    return this.working;
  }

  private async drain(): Promise<RateTables> {
    while (this.pending() || !this.held) {
      if (this.everything || !this.held) {
        this.everything = false;
        this.tables.clear();
        try {
          this.held = createRateTables(await this.repo.allRecords());
        } catch (err) {
          this.everything = true;
          throw err;
        }
      } else {
        const keys = [...this.tables];
        this.tables.clear();
        let fresh: RateTableRecord[];
        try {
          fresh = await this.repo.recordsOfTables(keys);
        } catch (err) {
          for (const key of keys) this.tables.add(key);
          throw err;
        }
        const changed = new Set(keys);
        const kept = this.held.records.filter((r) => !changed.has(announcedKey(r)));
        this.held = createRateTables([...kept, ...fresh]);
      }
    }
    return this.held;
  }
}
