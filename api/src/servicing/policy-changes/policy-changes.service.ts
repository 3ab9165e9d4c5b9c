/**
 * Policy change requests: a client (or staff for them) asks for a change to a bound policy,
 * staff hear of it by mail and answer it, and the client hears the answer by mail. A completed
 * cancellation request is the policy's cancellation (the cancellation module does it).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ErrorCode,
  isPolicyChangeOpen,
  PolicyChangeStatus,
  PolicyChangeType,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { MailService } from '../../platform/mail';
import { BoundPolicies, policyReference } from './bound-policy';
import {
  mapPolicyChange,
  type AnswerPolicyChangeDto,
  type PolicyChangeDto,
  type RequestPolicyChangesDto,
} from './dto/policy-change.dto';
import { PolicyChangesRepository } from './policy-changes.repository';
import { PublicLinks } from '../../common/http/public-links';
import type { PolicyChangeRequest } from './entities/policy-change-request.entity';
import type { BoundPolicy } from './bound-policy';

/**
 * Cancels the policy when staff complete a client's cancellation request, inside the answer's
 * transaction (so a cancellation that fails leaves the request open). The cancellation module
 * registers it, so this module imports none.
 */
export type CancelRequestCompleted = (
  manager: EntityManager,
  completed: { caller: UserPrincipal; bound: BoundPolicy; request: PolicyChangeRequest },
) => Promise<void>;

@Injectable()
export class PolicyChangesService {
  private readonly cancelListeners: CancelRequestCompleted[] = [];

  constructor(
    @Inject(PolicyChangesRepository) private readonly requests: PolicyChangesRepository,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
  ) {}

  onCancelRequestCompleted(listener: CancelRequestCompleted): void {
    this.cancelListeners.push(listener);
  }

  async request(caller: UserPrincipal, dto: RequestPolicyChangesDto): Promise<PolicyChangeDto> {
    return this.requests.transaction(async (manager) => {
      const bound = await this.policies.load(caller, dto.quoteId, manager);
      const request = await this.requests.insert(manager, {
        applicationId: dto.quoteId,
        type: dto.type,
        details: dto.details.trim(),
        status: 'submitted',
        answer: null,
        requestedBy: caller.userId,
        answeredBy: null,
        answeredAt: null,
      });
      const client = bound.quote.app.client!;
      for (const to of await this.policies.staffEmails(bound.quote, manager)) {
        await this.mail.enqueue(manager, to, 'policy-change-submitted', {
          ...policyReference(bound),
          clientName: `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim() || client.email,
          clientEmail: client.email,
          changeType: request.type,
          details: request.details,
          staffUrl: this.links.url(`/dashboard/quote/${dto.quoteId}`),
        });
      }
      return mapPolicyChange(request);
    });
  }

  /** The quote's change requests, newest first, for whoever may see the quote. */
  async list(caller: UserPrincipal, quoteId: string): Promise<PolicyChangeDto[]> {
    await this.policies.readable(caller, quoteId);
    const requests = await this.requests.ofQuote(quoteId);
    return requests.map(mapPolicyChange);
  }

  /** Staff move an open request on (2101 once completed or declined) and the client hears. */
  async answer(
    caller: UserPrincipal,
    quoteId: string,
    requestId: string,
    dto: AnswerPolicyChangeDto,
  ): Promise<PolicyChangeDto> {
    return this.requests.transaction(async (manager) => {
      const bound = await this.policies.load(caller, quoteId, manager);
      const request = await this.requests.locked(manager, quoteId, requestId);
      if (!request) throw new DomainException(ErrorCode.PolicyChangeNotFound);
      if (!isPolicyChangeOpen(request.status)) {
        throw new DomainException(ErrorCode.PolicyChangeClosed);
      }
      const answer = dto.answer?.trim();
      Object.assign(request, {
        status: dto.status,
        answer: answer ? answer : request.answer,
        answeredBy: caller.userId,
        answeredAt: new Date(),
      });
      const saved = await this.requests.save(manager, request);
      // Staff completing a cancellation request cancel the policy (which tells the holders).
      if (saved.type === PolicyChangeType.Cancel && saved.status === PolicyChangeStatus.Completed) {
        for (const listener of this.cancelListeners) {
          await listener(manager, { caller, bound, request: saved });
        }
      }
      const client = bound.quote.app.client!;
      await this.mail.enqueue(manager, client.email, 'policy-change-answered', {
        ...policyReference(bound),
        firstName: client.firstName,
        changeType: saved.type,
        status: saved.status,
        answer: saved.answer,
        portalUrl: this.links.url(`/client/policies/${quoteId}`),
      });
      return mapPolicyChange(saved);
    });
  }
}
