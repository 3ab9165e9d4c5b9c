import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { bundledRateTableRecords } from '../rating';
import { LiveRateTables } from './live-rate-tables';
import { RateTablesRepository } from './rate-tables.repository';

/** Where the shipped versions come from, as their rows say. */
export const SHIPPED_SOURCE = 'Rate files shipped with the platform';

/**
 * Seeds `rate_table_versions` from the shipped rate files at startup: versions a database lacks
 * are added, shipped rows follow corrections to the files, and no version an admin added is
 * touched (docs/decisions.md). The files' content is recorded in reference_seeds by its hash, so
 * a restart with the same files costs one query, and instances starting together take turns.
 */
@Injectable()
export class RateTablesSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(RateTablesRepository) private readonly repo: RateTablesRepository,
    @Inject(LiveRateTables) private readonly tables: LiveRateTables,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const records = bundledRateTableRecords();
    const hash = createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 16);
    const name = `rate-tables-${hash}`;
    if (!(await this.repo.seeded(name))) {
      await this.repo.locked(async (m) => {
        await this.repo.seedShipped(m, records, SHIPPED_SOURCE);
        await this.repo.recordSeed(m, name);
      });
      this.logger.log(`Seeded ${name} (${records.length} rate table versions)`);
    }
    // Held before the first request, not on the announcement's arrival.
    await this.tables.refresh();
  }
}
