/** The billing information saved in the cart for an application (one row, replaced on save). */
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BillDelivery, BillingPlan, PaymentChoice, PaymentMethod } from '@coverline/contracts';

export interface BillAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

@Entity('billing_infos')
export class BillingInfo {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ name: 'billing_plan', type: 'varchar', length: 12 })
  billingPlan: BillingPlan;

  /** How a direct-bill client pays; null for pay as you go. */
  @Column({ name: 'payment_method', type: 'varchar', length: 12, nullable: true })
  paymentMethod: PaymentMethod | null;

  @Column({ name: 'payment_choice', type: 'varchar', length: 12 })
  paymentChoice: PaymentChoice;

  /** The email typed in the cart; it matched the quote's email when saved. */
  @Column({ name: 'billing_email', type: 'varchar', length: 254 })
  billingEmail: string;

  @Column({ name: 'account_holder_names', type: 'varchar', length: 200, nullable: true })
  accountHolderNames: string | null;

  @Column({ name: 'name_on_account', type: 'varchar', length: 200, nullable: true })
  nameOnAccount: string | null;

  @Column({ name: 'account_number_sealed', type: 'text', nullable: true })
  accountNumberSealed: string | null;

  @Column({ name: 'routing_number_sealed', type: 'text', nullable: true })
  routingNumberSealed: string | null;

  @Column({ name: 'account_number_last4', type: 'varchar', length: 4, nullable: true })
  accountNumberLast4: string | null;

  @Column({ name: 'routing_number_last4', type: 'varchar', length: 4, nullable: true })
  routingNumberLast4: string | null;

  @Column({ name: 'mailing_name', type: 'varchar', length: 200, nullable: true })
  mailingName: string | null;

  @Column({ name: 'bill_delivery', type: 'varchar', length: 8, nullable: true })
  billDelivery: BillDelivery | null;

  @Column({ name: 'bill_address', type: 'jsonb', nullable: true })
  billAddress: BillAddress | null;

  @Column({ name: 'bill_email', type: 'varchar', length: 254, nullable: true })
  billEmail: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
