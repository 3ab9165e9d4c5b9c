import { Module } from '@nestjs/common';
import { AdminSeeder } from './admin.seeder';
import { ClientIdController } from './client-id.controller';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { UsersController } from './users.controller';
import { UsersDirectoryModule } from './users-directory.module';
import { UsersService } from './users.service';
import { AuditModule } from '../../platform/audit';
import { ClientsModule } from '../clients';
import { MfaModule } from '../mfa';

@Module({
  imports: [AuditModule, ClientsModule, MfaModule, UsersDirectoryModule],
  controllers: [UsersController, ClientIdController],
  providers: [UsersService, OneTimeTokensRepository, AdminSeeder],
  exports: [UsersService, UsersDirectoryModule],
})
export class UsersModule {}
