/**
 * The payments module's own small pool of database connections. A checkout is started, and the
 * provider's books written, on connections apart from the caller's transaction (so a checkout
 * row outlives a request that fails after it). Taken from the app's pool, that second
 * connection could wait for ever: with every pooled connection held by a transaction waiting for
 * one more, none is given back. From a pool of its own, the wait always ends, and nothing holding
 * one of these connections ever waits for the app's pool.
 */
import type { Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '../../platform/database';
import { Checkout } from './entities/checkout.entity';
import { Payment } from './entities/payment.entity';

/** The name of the payments' data source, for `@InjectDataSource(PAYMENTS_CONNECTION)`. */
export const PAYMENTS_CONNECTION = 'payments';

/** Its connections: each statement on it is short; the provider's latency is waited outside. */
export const PAYMENTS_POOL_SIZE = 3;

/** The data source over the payments' tables and those of the provider (`entities`). */
export function paymentsConnection(databaseUrl: string, entities: Type[]) {
  return TypeOrmModule.forRoot({
    ...dataSourceOptions(databaseUrl, PAYMENTS_POOL_SIZE),
    name: PAYMENTS_CONNECTION,
    entities: [Checkout, Payment, ...entities],
    migrations: [],
  });
}
