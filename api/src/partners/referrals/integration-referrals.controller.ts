import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiScope, ErrorCode, ReferralStatus, ReferralType } from '@coverline/contracts';
import { CurrentMachine, MachineOnly } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { IdParamDto } from '../../quoting/reference-data';
import { ReferralDto, ReferralListQueryDto, ReferralPageDto } from './dto/referral.dto';
import { ReferralsService } from './referrals.service';

const REFERRAL_EXAMPLE: ReferralDto = {
  id: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f6a7b8c',
  referralNumber: 1042,
  type: ReferralType.NewBizWC,
  status: ReferralStatus.Quoted,
  repId: '9a7c1d2e-3f4b-4a5c-8d6e-7f8091a2b3c4',
  repEmail: 'dana.rep@payroll.example',
  repFirstName: 'Dana',
  repLastName: 'Lee',
  repPhone: '(415) 555-0100',
  payrollCompanyId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  payrollCompanyName: 'Acme Payroll',
  activeWCPolicy: false,
  transfer: false,
  needReplace: false,
  ifComparison: null,
  businessName: 'Harbor Bakery LLC',
  businessDBA: 'Harbor Bakery',
  email: 'owner@harbor-bakery.example',
  phone: '(415) 555-0142',
  firstName: 'Maria',
  lastName: 'Lopez',
  referralDesc: 'Opening a second shop in March; needs coverage for 6 employees.',
  clientMailed: true,
  quoteId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  borApplicationId: null,
  payout: null,
  payoutDecidedAt: null,
  createdAt: '2026-11-02T15:04:05.000Z',
  updatedAt: '2026-11-09T10:20:00.000Z',
};

/**
 * A payroll company's system reads its company's referrals with an API client token
 * (`referrals:read`); a carrier's client or another company's referral is refused.
 */
@ApiTags('integrations')
@ApiBearerAuth()
@MachineOnly(ApiScope.ReferralsRead)
@Controller('integrations/referrals')
export class IntegrationReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @ApiOperationDoc({
    summary: "List the company's referrals",
    description:
      "A payroll company's system reads its own company's referrals, with the same filters and paging as the rep's list. A carrier's client is refused.",
  })
  @Get()
  @ApiOkResponse({
    type: ReferralPageDto,
    description: "The company's referrals",
    example: { items: [REFERRAL_EXAMPLE], total: 1, page: 1, pageSize: 20 },
  })
  @ApiForbiddenResponse({ description: described(ErrorCode.MachineScopeMissing) })
  getPartnerReferrals(
    @CurrentMachine() machine: MachinePrincipal,
    @Query() q: ReferralListQueryDto,
  ): Promise<ReferralPageDto> {
    return this.referrals.partnerList(machine, q);
  }

  @ApiOperationDoc({
    summary: 'Read a referral',
    description:
      "One referral of the client's payroll company; another company's referral is refused.",
    errors: [ErrorCode.ReferralNotFound, ErrorCode.ReferralOfAnotherCompany],
  })
  @Get(':id')
  @ApiOkResponse({ type: ReferralDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.ReferralNotFound) })
  @ApiForbiddenResponse({
    description: described(ErrorCode.ReferralOfAnotherCompany, ErrorCode.MachineScopeMissing),
  })
  getPartnerReferral(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() p: IdParamDto,
  ): Promise<ReferralDto> {
    return this.referrals.partnerGet(machine, p.id);
  }
}
