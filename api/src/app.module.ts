import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditModule } from './audit/audit.module';
import { ApplicationDetailModule } from './application-detail/application-detail.module';
import { ApplicationsModule } from './applications/applications.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { ChatModule } from './chat/chat.module';
import { ClaimsModule } from './claims/claims.module';

import { CertificatesModule } from './certificates/certificates.module';
import { JwtAuthGuard } from './auth/auth.guard';
import { BorModule } from './bor/bor.module';
import { DATA_KEY, DataCipher } from './common/crypto/data-cipher';
import { DocumentsModule } from './documents/documents.module';
import { QuoteDocumentsModule } from './documents/quote-documents.module';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { PgThrottlerStorage } from './common/http/pg-throttler-storage';
import { APP_CONFIG, type AppConfig } from './config/config';
import { dataSourceOptions } from './database/data-source-options';
import { SeedService } from './database/seed.service';
import { HealthController } from './health/health.controller';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { NotesModule } from './notes/notes.module';
import { PaymentsModule } from './payments/payments.module';
import { PayrollPartnersModule } from './payroll-partners/payroll-partners.module';
import { ReferralsModule } from './referrals/referrals.module';
import { PurchaseModule } from './purchase/purchase.module';
import { PoliciesModule } from './policies/policies.module';
import { PolicyChangesModule } from './policy-changes/policy-changes.module';
import { QuoteAdminModule } from './quote-admin/quote-admin.module';
import { QuoteModeModule } from './quote-mode/quote-mode.module';
import { QuotesModule } from './quotes/quotes.module';
import { ReferenceDataModule } from './reference-data/reference-data.module';
import { TrakpayModule } from './trakpay/trakpay.module';
import { SignaturesModule } from './signatures/signatures.module';
import { UsersModule } from './users/users.module';

/** The whole API. `databaseUrl` is the resolved URL (embedded PostgreSQL's when none is configured). */
@Module({})
export class AppModule {
  static register(config: AppConfig & { databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        {
          module: ConfigHolder,
          global: true,
          providers: [
            { provide: APP_CONFIG, useValue: config },
            { provide: DATA_KEY, useValue: config.dataKey },
            DataCipher,
          ],
          exports: [APP_CONFIG, DataCipher],
        },
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.databaseUrl),
          // Migrations ran before the app was created (database/migrate.ts).
          migrationsRun: false,
        }),
        // Counted in PostgreSQL, so the limits hold across instances.
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (db: DataSource) => ({
            throttlers: [{ ttl: 60_000, limit: config.authRateLimitPerMinute }],
            storage: new PgThrottlerStorage(db),
          }),
        }),
        JobsModule.register(config),
        MailModule.register(config),
        AuthModule,
        UsersModule,
        ReferenceDataModule,
        QuotesModule,
        AuditModule,
        QuoteAdminModule,
        ApplicationDetailModule,

        QuoteModeModule,
        ApplicationsModule,
        PayrollPartnersModule,
        ReferralsModule,
        PaymentsModule.register(config),
        TrakpayModule,
        SignaturesModule,
        BorModule,
        BillingModule,
        PurchaseModule,
        DocumentsModule,
        QuoteDocumentsModule,
        PoliciesModule,
        PolicyChangesModule,
        ClaimsModule,
        NotesModule,
        CertificatesModule,
        ChatModule,
      ],
      controllers: [HealthController],
      providers: [
        SeedService,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}

/** Carries the validated configuration, and the cipher keyed by it, to every module. */
@Module({})
class ConfigHolder {}
