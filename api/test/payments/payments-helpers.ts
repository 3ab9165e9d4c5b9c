import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  PaymentsService,
  type StartCheckoutInput,
} from '../../src/purchase/payments/payments.service';
import type { TestApp } from '../helpers/app';

/** A bare application row (client, business, application) for a checkout to belong to. */
export async function createApplication(t: TestApp): Promise<string> {
  const db = t.app.get(DataSource);
  const [client] = (await db.query(`INSERT INTO clients (email) VALUES ($1) RETURNING id`, [
    `payer-${randomUUID()}@example.com`,
  ])) as Array<{ id: string }>;
  const [business] = (await db.query(
    `INSERT INTO businesses (client_id, legal_name) VALUES ($1, 'Owner Bakery LLC') RETURNING id`,
    [client.id],
  )) as Array<{ id: string }>;
  const [application] = (await db.query(
    `INSERT INTO applications (client_id, business_id, coverage_type, status)
     VALUES ($1, $2, 'wc', 'Ready to bind') RETURNING id`,
    [client.id, business.id],
  )) as Array<{ id: string }>;
  return application.id;
}

export const checkoutInput = (
  applicationId: string,
  overrides: Partial<StartCheckoutInput> = {},
): StartCheckoutInput => ({
  applicationId,
  amountCents: 90_000,
  idempotencyKey: randomUUID(),
  description: 'Workers compensation, first payment',
  customerEmail: 'owner@example.com',
  ...overrides,
});

export const paymentsOf = (t: TestApp) => t.app.get(PaymentsService);

/** The hosted page's path from a checkout's redirect URL. */
export const pagePath = (redirectUrl: string | null) => new URL(redirectUrl ?? '').pathname;

export const PAYING_CARD = {
  method: 'card',
  action: 'pay',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
};

/** The signed result the provider appended to the return address. */
export function signedResultOf(location: string): { result: string; signature: string } {
  const url = new URL(location);
  return {
    result: url.searchParams.get('result') ?? '',
    signature: url.searchParams.get('signature') ?? '',
  };
}
