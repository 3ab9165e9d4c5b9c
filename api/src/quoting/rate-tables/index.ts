/** What other modules may use of quoting/rate-tables. */
export { LiveRateTables, RATE_TABLES_CHANNEL } from './live-rate-tables';
export { RateTablesModule } from './rate-tables.module';
