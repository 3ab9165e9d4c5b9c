import { Global, Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../../common/clock';
import { AuditModule } from '../../platform/audit';
import { MachineClientGate } from '../../identity/auth';
import { ApiClientsController } from './api-clients.controller';
import { ApiClientsRepository } from './api-clients.repository';
import { ApiClientsService } from './api-clients.service';
import { CallLogRetention } from './call-log-retention';
import { ClientCredentialsService } from './client-credentials.service';
import { MachineCallLog } from './machine-call-log';
import { MachineGate } from './machine-gate';
import { MachineRate } from './machine-rate';
import { OAuthController } from './oauth.controller';

/**
 * API clients, their tokens, and the log of their calls (kept for the retention period). Global
 * because it answers identity's `MachineClientGate`, which the app-wide guard asks on every
 * machine call.
 */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [ApiClientsController, OAuthController],
  providers: [
    ApiClientsRepository,
    ApiClientsService,
    CallLogRetention,
    { provide: CLOCK, useValue: systemClock },
    ClientCredentialsService,
    MachineCallLog,
    MachineGate,
    MachineRate,
    { provide: MachineClientGate, useExisting: MachineGate },
  ],
  exports: [MachineClientGate],
})
export class ApiClientsModule {}
