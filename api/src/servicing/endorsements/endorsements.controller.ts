/**
 * Endorsements of a bound policy: the client or staff ask for a priced change, staff approve or
 * decline the referred ones, the client accepts or declines the offer. Thin: the service checks
 * access (another client's quote 1203, another agent's client 1301, not bound 1956).
 */
import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { ApiOperationDoc, type OperationDoc } from '../../common/http/operation-doc';
import { QuoteIdParamDto } from '../../quoting/quotes';
import { EndorsementsService } from './endorsements.service';
import {
  EndorsementAnswerDto,
  EndorsementDto,
  EndorsementParamDto,
  PolicyEndorsementsDto,
  RequestEndorsementDto,
} from './dto/endorsement.dto';

const READ_ERRORS = [
  ErrorCode.NotYourQuote,
  ErrorCode.HiddenFromClient,
  ErrorCode.NotYourClient,
  ErrorCode.SignInRequired,
  ErrorCode.QuoteNotFound,
  ErrorCode.PolicyNotBound,
];

const STEP_ERRORS = [
  ...READ_ERRORS,
  ErrorCode.EndorsementNotFound,
  ErrorCode.EndorsementStatusConflict,
  ErrorCode.EndorsementOfferExpired,
];

/**
 * A POST on `:id/endorsements/:endorsementId/<step>` that moves an endorsement on: 200 with the
 * endorsement, or a refusal (by default the refusals approving, declining and withdrawing share).
 */
const EndorsementStep = (
  step: 'approve' | 'decline' | 'withdraw' | 'accept',
  roles: Role[],
  { errors = STEP_ERRORS, ...doc }: OperationDoc,
  conflicts: ErrorCode[] = [1956, 3065, 3066],
) =>
  applyDecorators(
    ApiOperationDoc({ ...doc, errors }),
    Post(`:id/endorsements/:endorsementId/${step}`),
    Roles(...roles),
    HttpCode(200),
    ApiOkResponse({ type: EndorsementDto }),
    QuoteReadRefused(),
    ApiNotFoundResponse({ description: described(3060) }),
    ApiConflictResponse({ description: described(...conflicts) }),
  );

@ApiTags('policy-endorsements')
@ApiBearerAuth()
@Controller('quote')
export class EndorsementsController {
  constructor(private readonly endorsements: EndorsementsService) {}

  @ApiOperationDoc({
    summary: "Read a policy's endorsements",
    description:
      'The versions of the bound policy (1 is the policy as bound) with the annual premium of each, and its endorsements newest first: what changes, the old and new annual premium, the pro rata amount, why staff must approve it, the offer and what became of it.',
    errors: READ_ERRORS,
  })
  @Get(':id/endorsements')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: PolicyEndorsementsDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  listPolicyEndorsements(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyEndorsementsDto> {
    return this.endorsements.list(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Ask for an endorsement',
    description:
      "Prices a change to the policy's rating inputs (payroll by class code, a location, limits, owners, an additional insured) from a date with the carrier's rates in force at the policy's effective date: the annual premium moves by what the change changes, and the rest of the term is charged or returned pro rata. Referred to staff when the referral rule says so (a large premium change, a new state, the carrier's appetite, a backdated date), else offered to the client by mail at once.",
    errors: [
      ...READ_ERRORS,
      ErrorCode.EndorsementDateOutsideTerm,
      ErrorCode.EndorsementChangeInvalid,
      ErrorCode.EndorsementNotRated,
      ErrorCode.EndorsementCarrierDeclines,
      ErrorCode.EndorsementOpenExists,
      ErrorCode.EndorsementPolicyNotInForce,
      ErrorCode.EndorsementChangesNothing,
    ],
  })
  @Post(':id/endorsements')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiCreatedResponse({ type: EndorsementDto })
  @QuoteReadRefused()
  @ApiBadRequestResponse({ description: described(3061, 3062, 3070) })
  @ApiConflictResponse({ description: described(1956, 3063, 3064, 3068, 3069) })
  requestPolicyEndorsement(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: RequestEndorsementDto,
  ): Promise<EndorsementDto> {
    return this.endorsements.request(caller, id, dto);
  }

  @EndorsementStep('approve', [Role.Agent, Role.Admin], {
    summary: 'Approve a referred endorsement',
    description:
      'Staff approve an endorsement the referral rule sent them: it is offered to the client, who is told by mail, for 30 days.',
  })
  approvePolicyEndorsement(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id, endorsementId }: EndorsementParamDto,
    @Body() dto: EndorsementAnswerDto,
  ): Promise<EndorsementDto> {
    return this.endorsements.approve(caller, id, endorsementId, dto);
  }

  @EndorsementStep('decline', [Role.Client, Role.Agent, Role.Admin], {
    summary: 'Decline an endorsement',
    description:
      'Staff decline a referred endorsement; the client declines an offer made to them. Either is final and moves no money.',
  })
  declinePolicyEndorsement(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id, endorsementId }: EndorsementParamDto,
    @Body() dto: EndorsementAnswerDto,
  ): Promise<EndorsementDto> {
    return this.endorsements.decline(caller, id, endorsementId, dto);
  }

  @EndorsementStep('withdraw', [Role.Client, Role.Agent, Role.Admin], {
    summary: 'Withdraw an endorsement',
    description:
      'The client or staff withdraw an endorsement before it is accepted (quoted, referred or offered). Final; moves no money.',
  })
  withdrawPolicyEndorsement(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id, endorsementId }: EndorsementParamDto,
    @Body() dto: EndorsementAnswerDto,
  ): Promise<EndorsementDto> {
    return this.endorsements.withdraw(caller, id, endorsementId, dto);
  }

  @EndorsementStep(
    'accept',
    [Role.Client],
    {
      summary: 'Accept an endorsement offer',
      description:
        "The client accepts the offer: the additional premium is billed and charged on the payment on file (billed and owed when there is none), or the return premium is posted and refunded through the provider; the policy's new version is recorded and the endorsement document issued, kept among the policy's documents and mailed.",
      errors: [
        ...STEP_ERRORS,
        ErrorCode.EndorsementPaymentDeclined,
        ErrorCode.EndorsementPolicyNotInForce,
        ErrorCode.RefundNotPossible,
      ],
    },
    [1956, 3059, 3065, 3066, 3067, 3069],
  )
  acceptPolicyEndorsement(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id, endorsementId }: EndorsementParamDto,
  ): Promise<EndorsementDto> {
    return this.endorsements.accept(caller, id, endorsementId);
  }
}
