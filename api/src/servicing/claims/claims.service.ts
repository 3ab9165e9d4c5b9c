/**
 * First notices of loss on a bound policy: recorded, mailed to the carrier (when it has an
 * email) and to staff, and listed with the carrier's own claims link.
 */
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { checkClaimDate } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { MailService } from '../../platform/mail';
import { BoundPolicies, policyReference } from '../policy-changes';
import { formatCents } from '../../quoting/rating';
import {
  mapClaim,
  type PolicyClaimDto,
  type PolicyClaimListDto,
  type ReportClaimDto,
} from './dto/claim.dto';
import { PolicyClaim } from './entities/policy-claim.entity';

@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BoundPolicies) private readonly policies: BoundPolicies,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async report(caller: UserPrincipal, dto: ReportClaimDto): Promise<PolicyClaimDto> {
    // Checked before anything is read: a bad date is the caller's input, whatever the policy.
    const dateProblem = checkClaimDate(dto.dateOfLoss, this.clock.today());
    if (dateProblem) throw new BadRequestException([dateProblem]);
    return this.db.transaction(async (manager) => {
      const bound = await this.policies.load(manager, caller, dto.quoteId);
      const carrier = await this.policies.carrierOf(manager, bound.policy);
      const claim = await manager.save(
        manager.create(PolicyClaim, {
          applicationId: dto.quoteId,
          description: dto.description.trim(),
          amountOfLossCents: dto.amountOfLossCents,
          dateOfLoss: dto.dateOfLoss,
          status: dto.status,
          carrierNotified: Boolean(carrier?.email),
          reportedBy: caller.userId,
        }),
      );
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
        ...(await this.policies.staffEmails(manager, bound.quote)),
      ];
      for (const to of recipients) {
        await this.mail.enqueue(manager, to, 'claim-reported', notice);
      }
      return mapClaim(claim);
    });
  }

  /** The policy's claims, newest first, with the carrier's own claims link. */
  async list(caller: UserPrincipal, quoteId: string): Promise<PolicyClaimListDto> {
    const bound = await this.policies.load(this.db.manager, caller, quoteId);
    const carrier = await this.policies.carrierOf(this.db.manager, bound.policy);
    const claims = await this.db.manager.find(PolicyClaim, {
      where: { applicationId: quoteId },
      order: { createdAt: 'DESC' },
    });
    return {
      carrier: bound.policy.carrier ?? null,
      claimUrl: carrier?.claimUrl ?? null,
      carrierPhone: carrier?.phone ?? null,
      items: claims.map(mapClaim),
    };
  }
}
