/**
 * Every query of checkouts and the payments they record. A checkout is started, read and closed
 * on the payments' own connections (payments-connection.ts), whatever transaction the caller is
 * in; a result is recorded in the app's transaction with the checkout locked, with whatever the
 * purchase does on it.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Checkout } from './entities/checkout.entity';
import { Payment } from './entities/payment.entity';
import { PAYMENTS_CONNECTION } from './payments-connection';

export type NewCheckout = Pick<
  Checkout,
  'applicationId' | 'idempotencyKey' | 'amountCents' | 'description' | 'customerEmail' | 'provider'
>;

export type NewPayment = Pick<
  Payment,
  | 'checkoutId'
  | 'applicationId'
  | 'provider'
  | 'providerPaymentId'
  | 'amountCents'
  | 'method'
  | 'last4'
  | 'paidAt'
>;

/** A checkout that is still open or has taken the money: at most one per application. */
const LIVE = In(['open', 'paid']);

@Injectable()
export class PaymentsRepository {
  constructor(
    @InjectDataSource() private readonly app: DataSource,
    @InjectDataSource(PAYMENTS_CONNECTION) private readonly db: DataSource,
  ) {}

  /** Runs the work in one transaction of the app's; every write of it goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.app.transaction(work);
  }

  /**
   * Inserts the checkout unless one of its unique indexes refuses it (the same idempotency
   * key again, or another live checkout of the application); answers the new id, if any.
   */
  async insertCheckout(fields: NewCheckout): Promise<string | undefined> {
    const inserted = await this.db
      .createQueryBuilder()
      .insert()
      .into(Checkout)
      .values(fields)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as Array<{ id: string }>)[0]?.id;
  }

  findCheckout(id: string): Promise<Checkout | null> {
    return this.db.getRepository(Checkout).findOneBy({ id });
  }

  /** The checkout, locked until the transaction ends. */
  lockCheckout(m: EntityManager, id: string): Promise<Checkout | null> {
    return m
      .getRepository(Checkout)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  checkoutByKey(applicationId: string, idempotencyKey: string): Promise<Checkout | null> {
    return this.db.getRepository(Checkout).findOneBy({ applicationId, idempotencyKey });
  }

  /** The checkout the application is paying through now, if any (open or paid). */
  liveCheckout(applicationId: string): Promise<Checkout | null> {
    return this.db.getRepository(Checkout).findOneBy({ applicationId, status: LIVE });
  }

  /** Every checkout of the application, whatever became of it, oldest first. */
  checkoutsOf(applicationId: string): Promise<Checkout[]> {
    return this.db
      .getRepository(Checkout)
      .find({ where: { applicationId }, order: { createdAt: 'ASC' } });
  }

  async setProviderCheckout(
    id: string,
    started: Pick<Checkout, 'providerCheckoutId' | 'redirectUrl'>,
  ): Promise<void> {
    await this.db.getRepository(Checkout).update({ id }, started);
  }

  /** Records how the checkout ended, in the transaction that recorded its result. */
  async closeCheckout(m: EntityManager, checkout: Checkout): Promise<void> {
    await m.update(
      Checkout,
      { id: checkout.id },
      { status: checkout.status, closedAt: checkout.closedAt },
    );
  }

  /** Closes the checkout if it is still open (an admin's reset); answers whether it was. */
  async resetOpenCheckout(id: string, closedAt: Date): Promise<boolean> {
    const closed = await this.db
      .getRepository(Checkout)
      .update({ id, status: 'open' }, { status: 'reset', closedAt });
    return Boolean(closed.affected);
  }

  paymentOf(m: EntityManager, checkoutId: string): Promise<Payment | null> {
    return m.getRepository(Payment).findOneBy({ checkoutId });
  }

  insertPayment(m: EntityManager, fields: NewPayment): Promise<Payment> {
    const payments = m.getRepository(Payment);
    return payments.save(payments.create(fields));
  }

  /** The application's payments, oldest first; on the transaction of `m` when given. */
  paymentsOf(applicationId: string, m?: EntityManager): Promise<Payment[]> {
    return (m ?? this.db.manager)
      .getRepository(Payment)
      .find({ where: { applicationId }, order: { paidAt: 'ASC' } });
  }
}
