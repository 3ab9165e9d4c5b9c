/**
 * What a quote's documents print besides the quote: the agency issuing them, with the agent
 * handling the account as producer, and today's date.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock';
import { User } from '../users/entities/user.entity';
import type { QuoteViewContext } from './quote-views';

/** The agency every document is issued by. */
export const AGENCY_NAME = 'Coverline Insurance Services';

@Injectable()
export class DocumentContext {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  today(): string {
    return this.clock.today();
  }

  async forQuote(manager: EntityManager, agentId: string | null): Promise<QuoteViewContext> {
    const agent = agentId ? await manager.findOneBy(User, { id: agentId }) : null;
    return {
      agency: {
        name: AGENCY_NAME,
        address: null,
        phone: null,
        email: agent?.email ?? null,
        producerName: agent ? `${agent.firstName} ${agent.lastName}`.trim() : null,
      },
      today: this.clock.today(),
    };
  }
}
