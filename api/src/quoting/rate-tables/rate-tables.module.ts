import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { LiveRateTables } from './live-rate-tables';
import { RateTablesController } from './rate-tables.controller';
import { RateTablesRepository } from './rate-tables.repository';
import { RateTablesSeeder } from './rate-tables.seeder';
import { RateTablesService } from './rate-tables.service';

/**
 * The rate tables as versioned reference data in PostgreSQL: seeded from the shipped files,
 * held in memory by every instance for the rating, and maintained by admins.
 */
@Module({
  controllers: [RateTablesController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    LiveRateTables,
    RateTablesRepository,
    RateTablesSeeder,
    RateTablesService,
  ],
  exports: [LiveRateTables],
})
export class RateTablesModule {}
