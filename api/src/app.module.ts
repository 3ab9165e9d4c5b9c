import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditModule } from './platform/audit';
import { ApplicationDetailModule } from './back-office/application-detail';
import { ApplicationsModule } from './back-office/applications';
import { AuthModule, JwtAuthGuard } from './identity/auth';
import { BillingModule } from './purchase/billing';
import { ChatModule } from './support/chat';
import { HelpModule } from './support/help';
import { ClaimsModule } from './servicing/claims';

import { CertificatesModule } from './servicing/certificates';
import { BorModule } from './servicing/bor';
import { DATA_KEY, DataCipher } from './common/crypto/data-cipher';
import { DocumentsModule, QuoteDocumentsModule } from './purchase/documents';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { MailRateLimiter } from './common/http/mail-rate-limit';
import { PgThrottlerStorage } from './common/http/pg-throttler-storage';
import { PublicLinks } from './common/http/public-links';
import { APP_CONFIG, type AppConfig } from './platform/config';
import { dataSourceOptions } from './platform/database';
import { HealthModule } from './platform/health';
import { JobsModule } from './platform/jobs';
import { MetricsModule } from './platform/metrics';
import { MailModule } from './platform/mail';
import { WebhooksModule } from './platform/webhooks';
import { NotesModule } from './back-office/notes';
import { PaymentsModule } from './purchase/payments';
import { PayrollPartnersModule } from './partners/payroll-partners';
import { ReferralLinkModule, ReferralsModule } from './partners/referrals';
import { ApiClientsModule } from './partners/api-clients';
import { PurchaseModule } from './purchase/checkout';
import { PoliciesModule } from './servicing/policies';
import { PolicyChangesModule } from './servicing/policy-changes';
import { InstalmentsModule } from './servicing/instalments';
import { PayrollReportsModule } from './servicing/payroll-reports';
import { EndorsementsModule } from './servicing/endorsements';
import { CancellationCheckModule, CancellationsModule } from './servicing/cancellations';
import { RenewalsModule } from './servicing/renewals';
import { PremiumAuditsModule } from './servicing/premium-audits';
import { DailyRunsModule } from './servicing/daily-runs';
import { QuoteAdminModule } from './quoting/quote-admin';
import { QuoteModeModule } from './quoting/quote-mode';
import { AppetiteModule } from './quoting/appetite';
import { CarrierFeedModule } from './quoting/carrier-feed';
import { GuestQuoteGateModule, QuotesModule } from './quoting/quotes';
import { RateTablesModule } from './quoting/rate-tables';
import { ReferenceDataModule } from './quoting/reference-data';
import { TrakpayModule } from './purchase/trakpay';
import { SignaturesModule } from './purchase/signatures';
import { UsersModule } from './identity/users';

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
            MailRateLimiter,
            PublicLinks,
          ],
          exports: [APP_CONFIG, DataCipher, MailRateLimiter, PublicLinks],
        },
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.databaseUrl, config.databasePoolSize),
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
        MetricsModule,
        JobsModule.register(config),
        MailModule.register(config),
        WebhooksModule,
        AuthModule,
        UsersModule,
        ReferenceDataModule,
        RateTablesModule,
        QuotesModule,
        GuestQuoteGateModule,
        AuditModule,
        QuoteAdminModule,
        ApplicationDetailModule,

        QuoteModeModule,
        AppetiteModule,
        CarrierFeedModule,
        ApplicationsModule,
        PayrollPartnersModule,
        ReferralsModule,
        ReferralLinkModule,
        ApiClientsModule,
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
        InstalmentsModule,
        PayrollReportsModule,
        CancellationsModule,
        CancellationCheckModule,
        RenewalsModule,
        EndorsementsModule,
        PremiumAuditsModule,
        DailyRunsModule,
        ClaimsModule,
        NotesModule,
        CertificatesModule,
        ChatModule,
        HelpModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}

/** Carries the validated configuration, and the cipher keyed by it, to every module. */
@Module({})
class ConfigHolder {}
