/**
 * Renewing a bound policy: the client (and staff) read the renewal, the client confirms payroll
 * and accepts the offer, staff non-renew. Thin: the service checks access.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { QuoteIdParamDto } from '../../quoting/quotes';
import {
  ConfirmRenewalDto,
  NonRenewPolicyDto,
  RenewalDto,
  RenewalStateDto,
} from './dto/renewal.dto';
import { RenewalsService } from './renewals.service';

const READ_ERRORS = [
  ErrorCode.NotYourQuote,
  ErrorCode.HiddenFromClient,
  ErrorCode.NotYourClient,
  ErrorCode.SignInRequired,
  ErrorCode.QuoteNotFound,
  ErrorCode.PolicyNotBound,
];

const OPEN_ERRORS = [
  ErrorCode.RenewalNotFound,
  ErrorCode.RenewalNotConfirmed,
  ErrorCode.RenewalClosed,
  ErrorCode.PolicyNotRenewable,
];

@ApiTags('policy-renewal')
@ApiBearerAuth()
@Controller('quote')
export class RenewalsController {
  constructor(private readonly renewals: RenewalsService) {}

  @ApiOperationDoc({
    summary: "Read a policy's renewal",
    description:
      'The renewal of the quote’s bound policy (status, the new term, its premium, payroll and rates by class code, and the summary of what changes against the expiring term), or null while none is open; and, for a policy that is itself a renewal, the quote of the term it renews.',
    errors: READ_ERRORS,
  })
  @Get(':id/renewal')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: RenewalStateDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956) })
  getPolicyRenewal(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<RenewalStateDto> {
    return this.renewals.read(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Confirm payroll for renewal',
    description:
      'The client (or staff for them) confirms or updates the payroll of every class code of the policy for the new term: the renewal is rated again with the rate tables in force on its first day and the offer, with its summary, can be accepted.',
    errors: [
      ...READ_ERRORS,
      ...OPEN_ERRORS,
      ErrorCode.RenewalClassCodeUnknown,
      ErrorCode.RenewalPayrollIncomplete,
      ErrorCode.RenewalNotRated,
    ],
  })
  @Post(':id/renewal/confirm')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: RenewalDto })
  @QuoteReadRefused()
  @ApiBadRequestResponse({ description: described(3076, 3078) })
  @ApiNotFoundResponse({ description: described(3073) })
  @ApiConflictResponse({ description: described(1956, 3074, 3075, 3077, 3079) })
  confirmPolicyRenewal(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: ConfirmRenewalDto,
  ): Promise<RenewalDto> {
    return this.renewals.confirm(caller, id, dto);
  }

  @ApiOperationDoc({
    summary: 'Accept a renewal',
    description:
      'Renews the policy in one click: the new term is bound as its own policy, linked to the expiring one, on the same payment plan and payment on file; its premium is written to the ledger, its payments scheduled, and the client is mailed its policy summary.',
    errors: [...READ_ERRORS, ...OPEN_ERRORS],
  })
  @Post(':id/renewal/accept')
  @Roles(Role.Client, Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: RenewalDto })
  @QuoteReadRefused()
  @ApiNotFoundResponse({ description: described(3073) })
  @ApiConflictResponse({ description: described(1956, 3074, 3075, 3079) })
  acceptPolicyRenewal(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<RenewalDto> {
    return this.renewals.accept(caller, id);
  }

  @ApiOperationDoc({
    summary: 'Non-renew a policy',
    description:
      'Staff decide the policy will not be renewed, with a reason (before or after its renewal opened): the client is mailed and the certificate holders are told cover ends at expiry.',
    errors: [...READ_ERRORS, ErrorCode.RenewalClosed, ErrorCode.PolicyNotRenewable],
  })
  @Post(':id/non-renew')
  @Roles(Role.Agent, Role.Admin)
  @HttpCode(200)
  @ApiOkResponse({ type: RenewalDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(1956, 3075, 3079) })
  nonRenewPolicy(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
    @Body() dto: NonRenewPolicyDto,
  ): Promise<RenewalDto> {
    return this.renewals.nonRenew(caller, id, dto);
  }
}
