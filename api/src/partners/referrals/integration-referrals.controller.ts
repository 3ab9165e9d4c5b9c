import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiScope, ErrorCode } from '@coverline/contracts';
import { CurrentMachine, MachineOnly } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { IdParamDto } from '../../quoting/reference-data';
import { ReferralDto, ReferralListQueryDto, ReferralPageDto } from './dto/referral.dto';
import { ReferralsService } from './referrals.service';

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

  @Get()
  @ApiOkResponse({ type: ReferralPageDto, description: "The company's referrals" })
  @ApiForbiddenResponse({ description: described(ErrorCode.MachineScopeMissing) })
  getPartnerReferrals(
    @CurrentMachine() machine: MachinePrincipal,
    @Query() q: ReferralListQueryDto,
  ): Promise<ReferralPageDto> {
    return this.referrals.partnerList(machine, q);
  }

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
