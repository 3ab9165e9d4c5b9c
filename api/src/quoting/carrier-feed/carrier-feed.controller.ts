import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ApiScope,
  ApplicationStatus,
  Bindability,
  CoverageType,
  ErrorCode,
  RatingState,
} from '@coverline/contracts';
import { CurrentMachine, MachineOnly } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { PageQueryDto } from '../../common/http/pagination';
import { IdParamDto } from '../reference-data';
import { CarrierFeedService } from './carrier-feed.service';
import {
  mapCarrierFeedRow,
  PartnerCarrierQuoteDto,
  PartnerCarrierQuotePageDto,
} from './dto/carrier-feed.dto';

const SCOPE = described(ErrorCode.MachineScopeMissing);

const CARRIER_QUOTE_EXAMPLE: PartnerCarrierQuoteDto = {
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  quoteId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  coverageType: CoverageType.WorkersCompensation,
  quoteStatus: ApplicationStatus.ReadyToBind,
  ratingState: RatingState.Done,
  annualPremiumCents: 184_500,
  bindability: Bindability.BindableThruApi,
  effectiveDate: '2026-12-01',
  expirationDate: '2027-12-01',
  ratedAt: '2026-11-20T14:32:10.000Z',
  updatedAt: '2026-11-21T09:05:44.000Z',
};

/** A carrier's system reads the quotes it gave with an API client token (`quotes:read`). */
@ApiTags('integrations')
@ApiBearerAuth()
@MachineOnly(ApiScope.QuotesRead)
@Controller('integrations/carrier-quotes')
export class CarrierFeedController {
  constructor(private readonly feed: CarrierFeedService) {}

  @ApiOperationDoc({
    summary: "List the carrier's quotes",
    description:
      "A carrier's system reads the quotes it gave on Coverline applications, latest change first. A payroll company's client is refused.",
  })
  @Get()
  @ApiOkResponse({
    type: PartnerCarrierQuotePageDto,
    description: 'Latest change first',
    example: { items: [CARRIER_QUOTE_EXAMPLE], total: 1, page: 1, pageSize: 20 },
  })
  @ApiForbiddenResponse({ description: SCOPE })
  async getPartnerCarrierQuotes(
    @CurrentMachine() machine: MachinePrincipal,
    @Query() q: PageQueryDto,
  ): Promise<PartnerCarrierQuotePageDto> {
    const page = await this.feed.list(machine, q);
    return { ...page, items: page.items.map(mapCarrierFeedRow) };
  }

  @ApiOperationDoc({
    summary: "Read one of the carrier's quotes",
    description: "One quote the client's carrier gave; a quote of another carrier is not found.",
    errors: [ErrorCode.CarrierQuoteNotFound],
  })
  @Get(':id')
  @ApiOkResponse({ type: PartnerCarrierQuoteDto })
  @ApiNotFoundResponse({ description: described(ErrorCode.CarrierQuoteNotFound) })
  @ApiForbiddenResponse({ description: SCOPE })
  async getPartnerCarrierQuote(
    @CurrentMachine() machine: MachinePrincipal,
    @Param() p: IdParamDto,
  ): Promise<PartnerCarrierQuoteDto> {
    return mapCarrierFeedRow(await this.feed.one(machine, p.id));
  }
}
