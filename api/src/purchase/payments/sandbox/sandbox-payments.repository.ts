/**
 * Every query of the sandbox provider's own books: its checkouts and their charges, on the
 * payments' own connections (as a remote provider's books would be apart from ours).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PAYMENTS_CONNECTION } from '../payments-connection';
import { SandboxCharge } from './entities/sandbox-charge.entity';
import { SandboxCheckout } from './entities/sandbox-checkout.entity';
import { SandboxRefund } from './entities/sandbox-refund.entity';

export type NewSandboxCheckout = Pick<
  SandboxCheckout,
  'idempotencyKey' | 'reference' | 'amountCents' | 'description' | 'customerEmail' | 'returnUrl'
>;

export type NewSandboxCharge = Pick<
  SandboxCharge,
  'checkoutId' | 'status' | 'amountCents' | 'method' | 'last4'
>;

@Injectable()
export class SandboxPaymentsRepository {
  constructor(@InjectDataSource(PAYMENTS_CONNECTION) private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The checkout of the idempotency key, made now unless an earlier request made it. */
  async checkoutForKey(fields: NewSandboxCheckout): Promise<SandboxCheckout> {
    await this.db
      .createQueryBuilder()
      .insert()
      .into(SandboxCheckout)
      .values(fields)
      .orIgnore()
      .execute();
    return this.db
      .getRepository(SandboxCheckout)
      .findOneByOrFail({ idempotencyKey: fields.idempotencyKey });
  }

  findCheckout(id: string): Promise<SandboxCheckout | null> {
    return this.db.getRepository(SandboxCheckout).findOneBy({ id });
  }

  /** The checkout, locked until the transaction ends. */
  lockCheckout(m: EntityManager, id: string): Promise<SandboxCheckout | null> {
    return m
      .getRepository(SandboxCheckout)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async cancelCheckout(m: EntityManager, id: string, cancelledAt: Date): Promise<void> {
    await m.update(SandboxCheckout, { id }, { cancelledAt });
  }

  chargeOf(checkoutId: string, m: EntityManager = this.db.manager): Promise<SandboxCharge | null> {
    return m.getRepository(SandboxCharge).findOneBy({ checkoutId });
  }

  findCharge(id: string): Promise<SandboxCharge | null> {
    return this.db.getRepository(SandboxCharge).findOneBy({ id });
  }

  insertCharge(m: EntityManager, fields: NewSandboxCharge): Promise<SandboxCharge> {
    const charges = m.getRepository(SandboxCharge);
    return charges.save(charges.create(fields));
  }

  /** The refund of an idempotency key, if one was made. */
  refundForKey(key: string, m: EntityManager = this.db.manager): Promise<SandboxRefund | null> {
    return m.getRepository(SandboxRefund).findOneBy({ idempotencyKey: key });
  }

  /** The charge, locked until the transaction ends (refunds of one charge wait for each other). */
  lockCharge(m: EntityManager, id: string): Promise<SandboxCharge | null> {
    return m
      .getRepository(SandboxCharge)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** What was refunded of the charge so far, in cents. */
  async refundedOf(chargeId: string, m: EntityManager = this.db.manager): Promise<number> {
    const rows = await m.query<Array<{ total: string | null }>>(
      `SELECT sum(amount_cents) AS total FROM sandbox_refunds WHERE charge_id = $1`,
      [chargeId],
    );
    return Number(rows[0]?.total ?? 0);
  }

  insertRefund(
    m: EntityManager,
    fields: Pick<SandboxRefund, 'chargeId' | 'idempotencyKey' | 'amountCents' | 'reason'>,
  ): Promise<SandboxRefund> {
    const refunds = m.getRepository(SandboxRefund);
    return refunds.save(refunds.create(fields));
  }
}
