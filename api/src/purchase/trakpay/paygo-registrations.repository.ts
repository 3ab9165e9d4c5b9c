/**
 * Every query of pay-as-you-go registrations (the carrier and payroll company they name come
 * from reference data's services).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaygoCarrierStatus } from '@coverline/contracts';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { PaygoRegistration } from './entities/paygo-registration.entity';

/** What the carrier's payroll service answered, kept on the registration. */
export type CarrierAnswer = Pick<PaygoRegistration, 'carrierStatus' | 'submittedAt'> &
  Partial<Pick<PaygoRegistration, 'carrierAccountNumber' | 'carrierMessage'>>;

@Injectable()
export class PaygoRegistrationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the carrier's payroll service accepted the application's registration. */
  isAccepted(applicationId: string, m: EntityManager = this.db.manager): Promise<boolean> {
    return m
      .getRepository(PaygoRegistration)
      .existsBy({ applicationId, carrierStatus: PaygoCarrierStatus.Accepted });
  }

  existsForFein(feinHash: string): Promise<boolean> {
    return this.registrations().existsBy({ feinHash });
  }

  findOfApplication(applicationId: string): Promise<PaygoRegistration | null> {
    return this.registrations().findOneBy({ applicationId });
  }

  findById(id: string): Promise<PaygoRegistration | null> {
    return this.registrations().findOneBy({ id });
  }

  /** Stores the registration; a unique index may refuse it (the FEIN or quote registered). */
  async insert(fields: DeepPartial<PaygoRegistration>): Promise<string> {
    const repo = this.registrations();
    const row = repo.create(fields);
    await repo.insert(row);
    return row.id;
  }

  /** Keeps the service's answer unless another call kept one first. */
  async recordCarrierAnswer(id: string, answer: CarrierAnswer): Promise<void> {
    await this.registrations().update(
      { id, carrierStatus: PaygoCarrierStatus.NotSubmitted },
      answer,
    );
  }

  private registrations() {
    return this.db.getRepository(PaygoRegistration);
  }
}
