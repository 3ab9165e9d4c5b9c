import { Module } from '@nestjs/common';
import { UsersDirectory } from './users-directory';
import { UsersRepository } from './users.repository';

/** The users directory alone, for the modules that only look accounts up. */
@Module({
  providers: [UsersDirectory, UsersRepository],
  exports: [UsersDirectory, UsersRepository],
})
export class UsersDirectoryModule {}
