/** The sandbox payroll service's own books: the account it answered each registration with. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SandboxPaygoAccount } from './sandbox-paygo-account.entity';

export type SandboxPaygoAnswer = Pick<
  SandboxPaygoAccount,
  'registrationId' | 'status' | 'accountNumber' | 'message'
>;

@Injectable()
export class SandboxPaygoAccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Keeps the answer unless the registration was answered before; answers the one kept. */
  async keepFirstAnswer(answer: SandboxPaygoAnswer): Promise<SandboxPaygoAccount> {
    await this.db
      .createQueryBuilder()
      .insert()
      .into(SandboxPaygoAccount)
      .values(answer)
      .orIgnore()
      .execute();
    return this.db
      .getRepository(SandboxPaygoAccount)
      .findOneByOrFail({ registrationId: answer.registrationId });
  }
}
