import { Module } from '@nestjs/common';
import { ClientIdController } from './client-id.controller';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { AuditModule } from '../audit/audit.module';
import { MfaModule } from '../mfa/mfa.module';

@Module({
  imports: [AuditModule, MfaModule],
  controllers: [UsersController, ClientIdController],
  providers: [UsersService, UsersRepository],
  exports: [UsersService, UsersRepository],
})
export class UsersModule {}
