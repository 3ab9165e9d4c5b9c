import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UsersService } from '../users/users.service';

/** Idempotent seeds, run after migrations at every start. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(private readonly users: UsersService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.users.ensureAdmin((message) => this.logger.log(message));
  }
}
