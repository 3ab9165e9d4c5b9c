import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { MfaController, MfaSignInController } from './mfa.controller';
import { MfaRepository } from './mfa.repository';
import { MfaService } from './mfa.service';

@Module({
  imports: [AuditModule],
  controllers: [MfaSignInController, MfaController],
  providers: [MfaService, MfaRepository],
  exports: [MfaService],
})
export class MfaModule {}
