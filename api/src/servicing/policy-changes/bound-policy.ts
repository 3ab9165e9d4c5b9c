/**
 * What servicing a bound policy needs first: the quote the caller may see (1203 for another
 * client's, 1301 for another agent's client) with its bound policy (1956 before binding), who on
 * staff hears about it, and the carrier's record.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { ApplicationStatus, ErrorCode, Role } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { coverageWords } from '../../purchase/documents';
import { Policy } from '../policies/entities/policy.entity';
import type { QuoteAggregate } from '../../quoting/quotes';
import { QuoteAccess } from '../../quoting/quotes';
import { QuoteRecords } from '../../quoting/quotes';
import { CarriersService, type Carrier } from '../../quoting/reference-data';
import { User } from '../../identity/users/entities/user.entity';

export interface BoundPolicy {
  quote: QuoteAggregate;
  policy: Policy;
}

@Injectable()
export class BoundPolicies {
  constructor(
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(CarriersService) private readonly carriers: CarriersService,
  ) {}

  /** The quote, once the caller may see it. */
  async readable(
    manager: EntityManager,
    caller: UserPrincipal,
    quoteId: string,
  ): Promise<QuoteAggregate> {
    const quote = await this.quotes.load(quoteId, manager);
    this.access.assertCanRead(caller, quote.app, quote.app.client!);
    return quote;
  }

  /** The quote and its bound policy, once the caller may see them. */
  async load(manager: EntityManager, caller: UserPrincipal, quoteId: string): Promise<BoundPolicy> {
    const quote = await this.readable(manager, caller, quoteId);
    const policy = await manager.findOneBy(Policy, { applicationId: quoteId, active: true });
    if (!policy || quote.app.status !== ApplicationStatus.Bound) {
      throw new DomainException(ErrorCode.PolicyNotBound);
    }
    return { quote, policy };
  }

  /**
   * Who on staff hears of a client's request: the agent assigned to the application, else every
   * active admin.
   */
  async staffEmails(manager: EntityManager, quote: QuoteAggregate): Promise<string[]> {
    if (quote.app.agentId) {
      const agent = await manager.findOneBy(User, { id: quote.app.agentId, active: true });
      if (agent) return [agent.email];
    }
    const admins = await manager.find(User, {
      where: { role: Role.Admin, active: true },
      order: { createdAt: 'ASC' },
    });
    return admins.map((a) => a.email);
  }

  /** The carrier the policy was written with, by name as the policy record keeps it. */
  carrierOf(manager: EntityManager, policy: Policy): Promise<Carrier | null> {
    return this.carriers.lookupByName(policy.carrier ?? '', manager);
  }
}

/** The policy as the servicing mails name it. */
export function policyReference({ quote, policy }: BoundPolicy) {
  return {
    businessName: quote.app.business?.legalName ?? 'your business',
    coverage: coverageWords(quote.app.coverageType),
    carrier: policy.carrier ?? '',
    policyNumber: policy.policyNumber ?? '',
  };
}
