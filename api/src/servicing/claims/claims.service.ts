/**
 * First notices of loss on a bound policy: recorded, mailed to the carrier (when it has an
 * email) and to staff, and listed with the carrier's own claims link.
 */
import { Inject, Injectable } from '@nestjs/common';
import { checkClaimDate, ErrorCode } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { MailService } from '../../platform/mail';
import { BoundPolicies, policyReference } from '../policy-changes';
import { formatCents } from '../../quoting/rating';
import {
  mapClaim,
  type PolicyClaimDto,
  type PolicyClaimListDto,
  type ReportClaimDto,
} from './dto/claim.dto';
import { ClaimsRepository } from './claims.repository';

@Injectable()
export class ClaimsService {
  constructor(
    @Inject(ClaimsRepository) private readonly claims: ClaimsRepository,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async report(caller: UserPrincipal, dto: ReportClaimDto): Promise<PolicyClaimDto> {
    // Checked before anything is read: a bad date is the caller's input, whatever the policy.
    const dateProblem = checkClaimDate(dto.dateOfLoss, this.clock.today());
    if (dateProblem) throw new DomainException(ErrorCode.ClaimDateInvalid, dateProblem);
    return this.claims.transaction(async (manager) => {
      const bound = await this.policies.load(caller, dto.quoteId, manager);
      const carrier = await this.policies.carrierOf(bound.policy, manager);
      const claim = await this.claims.insert(manager, {
        applicationId: dto.quoteId,
        description: dto.description.trim(),
        amountOfLossCents: dto.amountOfLossCents,
        dateOfLoss: dto.dateOfLoss,
        status: dto.status,
        carrierNotified: Boolean(carrier?.email),
        reportedBy: caller.userId,
      });
      const client = bound.quote.app.client!;
      const notice = {
        ...policyReference(bound),
        clientName: `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim() || client.email,
        clientEmail: client.email,
        clientPhone: client.phone ?? null,
        dateOfLoss: claim.dateOfLoss,
        amountOfLoss: formatCents(claim.amountOfLossCents),
        claimStatus: claim.status,
        description: claim.description,
      };
      const recipients = [
        ...(carrier?.email ? [carrier.email] : []),
        ...(await this.policies.staffEmails(bound.quote, manager)),
      ];
      for (const to of recipients) {
        await this.mail.enqueue(manager, to, 'claim-reported', notice);
      }
      return mapClaim(claim);
    });
  }

  /** The policy's claims, newest first, with the carrier's own claims link. */
  async list(caller: UserPrincipal, quoteId: string): Promise<PolicyClaimListDto> {
    const bound = await this.policies.load(caller, quoteId);
    const carrier = await this.policies.carrierOf(bound.policy);
    const claims = await this.claims.ofQuote(quoteId);
    return {
      carrier: bound.policy.carrier ?? null,
      claimUrl: carrier?.claimUrl ?? null,
      carrierPhone: carrier?.phone ?? null,
      items: claims.map(mapClaim),
    };
  }
}
