import { Inject, Injectable, Logger } from '@nestjs/common';
import { PgNotifications } from '../../common/database/pg-notifications';
import { createRateTables, type RateTables } from '../rating';
import { RateTablesRepository } from './rate-tables.repository';

/** Where a trigger announces every change to `rate_table_versions` (when it commits). */
export const RATE_TABLES_CHANNEL = 'rate_tables';

/**
 * Every version of every rate table, read from the database once and held in memory, so a
 * rating reads no table from the database. A change announced on `rate_tables` (by any
 * instance, when it commits) makes it read them all again at once; until that read ends,
 * ratings wait for it rather than price on what was replaced. A lost notifications connection
 * also makes it read again, when it is lost and when it is back: what is held meanwhile stays in
 * use, as rate changes are rare and a rating must not read thousands of rows.
 */
@Injectable()
export class LiveRateTables {
  private readonly logger = new Logger('RateTables');
  private held: RateTables | undefined;
  private loading: Promise<RateTables> | undefined;
  /** Bumped on every announcement: a read that started before it does not count as current. */
  private generation = 0;
  private readGeneration = -1;

  constructor(
    @Inject(RateTablesRepository) private readonly repo: RateTablesRepository,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    notifications.subscribe(RATE_TABLES_CHANNEL, {
      message: () => this.changed(),
      reset: () => this.changed(),
    });
  }

  /** The tables as of the last change announced. */
  current(): Promise<RateTables> {
    if (this.held && this.readGeneration === this.generation) return Promise.resolve(this.held);
    return this.read().catch((err: unknown) => {
      // The database is out of reach: the tables held still price, as they did a moment ago.
      if (this.held) return this.held;
      throw err;
    });
  }

  /** Reads the tables again now, as an announcement would; after seeding, say. */
  async refresh(): Promise<RateTables> {
    this.generation += 1;
    return this.read();
  }

  private changed(): void {
    this.generation += 1;
    this.read().catch((err: unknown) =>
      this.logger.warn(`rate tables not read again yet: ${String(err)}`),
    );
  }

  /**
   * One read at a time, shared by everyone waiting; when a change was announced during a read,
   * another follows it.
   */
  private read(): Promise<RateTables> {
    this.loading ??= this.readAll().finally(() => {
      this.loading = undefined;
    });
    return this.loading.then((tables) =>
      this.readGeneration === this.generation ? tables : this.read(),
    );
  }

  private async readAll(): Promise<RateTables> {
    const mark = this.generation;
    const tables = createRateTables(await this.repo.allRecords());
    this.held = tables;
    this.readGeneration = mark;
    return tables;
  }
}
