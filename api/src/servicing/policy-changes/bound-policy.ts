/**
 * What servicing a bound policy needs first: the quote the caller may see (1203 for another
 * client's, 1301 for another agent's client) with its bound policy (1956 before binding), who on
 * staff hears about it, and the carrier's record.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { ApplicationStatus, ErrorCode } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { coverageWords } from '../../purchase/documents';
import { PolicyRecords, type Policy } from '../policies';
import { type QuoteAggregate, QuoteAccess, QuoteRecords } from '../../quoting/quotes';
import { CarriersService, type Carrier } from '../../quoting/reference-data';
import { UsersDirectory } from '../../identity/users';

export interface BoundPolicy {
  quote: QuoteAggregate;
  policy: Policy;
}

@Injectable()
export class BoundPolicies {
  constructor(
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(PolicyRecords) private readonly policies: PolicyRecords,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(CarriersService) private readonly carriers: CarriersService,
  ) {}

  /** The quote, once the caller may see it. */
  async readable(
    caller: UserPrincipal,
    quoteId: string,
    manager?: EntityManager,
  ): Promise<QuoteAggregate> {
    const quote = await this.quotes.load(quoteId, manager);
    this.access.assertCanRead(caller, quote.app, quote.app.client!);
    return quote;
  }

  /** The quote and its bound policy, once the caller may see them. */
  async load(
    caller: UserPrincipal,
    quoteId: string,
    manager?: EntityManager,
  ): Promise<BoundPolicy> {
    const quote = await this.readable(caller, quoteId, manager);
    const policy = await this.policies.activeOf(quoteId, manager);
    if (!policy || quote.app.status !== ApplicationStatus.Bound) {
      throw new DomainException(ErrorCode.PolicyNotBound);
    }
    return { quote, policy };
  }

  /**
   * The quote and its bound policy for the platform's own work (the billing run), with no
   * caller to check; 1956 before binding.
   */
  async loadForPlatform(quoteId: string, manager?: EntityManager): Promise<BoundPolicy> {
    const quote = await this.quotes.load(quoteId, manager);
    const policy = await this.policies.activeOf(quoteId, manager);
    if (!policy || quote.app.status !== ApplicationStatus.Bound) {
      throw new DomainException(ErrorCode.PolicyNotBound);
    }
    return { quote, policy };
  }

  /**
   * Who on staff hears of a client's request: the agent assigned to the application, else every
   * active admin.
   */
  async staffEmails(quote: QuoteAggregate, manager?: EntityManager): Promise<string[]> {
    if (quote.app.agentId) {
      const agent = await this.users.findById(quote.app.agentId, manager);
      if (agent?.active) return [agent.email];
    }
    const admins = await this.users.activeAdmins(manager);
    return admins.map((a) => a.email);
  }

  /** The carrier the policy was written with, by name as the policy record keeps it. */
  carrierOf(policy: Policy, manager?: EntityManager): Promise<Carrier | null> {
    return this.carriers.lookupByName(policy.carrier ?? '', manager);
  }
}

/** The policy as the servicing mails name it. */
export function policyReference({ quote, policy }: BoundPolicy) {
  return {
    businessName: quote.app.business?.legalName ?? null,
    coverage: coverageWords(quote.app.coverageType),
    carrier: policy.carrier ?? '',
    policyNumber: policy.policyNumber ?? '',
  };
}
