import { Module } from '@nestjs/common';
import { AdminSeeder } from './admin.seeder';
import { ClientIdController } from './client-id.controller';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { AuditModule } from '../../platform/audit';
import { MfaModule } from '../mfa';

@Module({
  imports: [AuditModule, MfaModule],
  controllers: [UsersController, ClientIdController],
  providers: [UsersService, UsersRepository, AdminSeeder],
  exports: [UsersService, UsersRepository],
})
export class UsersModule {}
