import { Module } from '@nestjs/common';
import { ClientIdController } from './client-id.controller';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, ClientIdController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
