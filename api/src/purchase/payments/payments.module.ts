/**
 * Payments: the checkout service over the configured payment provider, bank details sealing,
 * and, for the sandbox provider, its hosted checkout page.
 */
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { AppConfig } from '../../platform/config';
import { BankAccountSealer } from './bank-account';
import { PAYMENT_PROVIDER } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { paymentsConnection } from './payments-connection';
import { PaymentsService } from './payments.service';
import { SandboxCharge } from './sandbox/entities/sandbox-charge.entity';
import { SandboxCheckout } from './sandbox/entities/sandbox-checkout.entity';
import { SandboxRefund } from './sandbox/entities/sandbox-refund.entity';
import { SandboxCheckoutController } from './sandbox/sandbox-checkout.controller';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import { SandboxPaymentsRepository } from './sandbox/sandbox-payments.repository';

/** Each provider with the routes it serves itself and the tables it keeps, if any. */
const PROVIDERS: Record<
  AppConfig['paymentProvider'],
  { provider: Type; controllers: Type[]; repositories: Type[]; entities: Type[] }
> = {
  sandbox: {
    provider: SandboxPaymentProvider,
    controllers: [SandboxCheckoutController],
    repositories: [SandboxPaymentsRepository],
    entities: [SandboxCheckout, SandboxCharge, SandboxRefund],
  },
};

@Module({})
export class PaymentsModule {
  static register(
    config: Pick<AppConfig, 'paymentProvider'> & { databaseUrl: string },
  ): DynamicModule {
    const { provider, controllers, repositories, entities } = PROVIDERS[config.paymentProvider];
    return {
      module: PaymentsModule,
      imports: [paymentsConnection(config.databaseUrl, entities)],
      // Registered once with the configuration; the purchase flow uses its services as is.
      global: true,
      controllers,
      providers: [
        ...repositories,
        provider,
        { provide: PAYMENT_PROVIDER, useExisting: provider },
        PaymentsRepository,
        PaymentsService,
        BankAccountSealer,
      ],
      exports: [PaymentsService, BankAccountSealer],
    };
  }
}
