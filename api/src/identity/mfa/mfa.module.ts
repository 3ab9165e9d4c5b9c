import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { MfaController, MfaSignInController } from './mfa.controller';
import { MfaService } from './mfa.service';

@Module({
  imports: [AuditModule],
  controllers: [MfaSignInController, MfaController],
  providers: [MfaService],
  exports: [MfaService],
})
export class MfaModule {}
