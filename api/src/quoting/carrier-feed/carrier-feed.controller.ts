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
import { PageQueryDto } from '../../common/http/pagination';
import { IdParamDto } from '../reference-data';
import { CarrierFeedService } from './carrier-feed.service';
import {
  mapCarrierFeedRow,
  PartnerCarrierQuoteDto,
  PartnerCarrierQuotePageDto,
} from './dto/carrier-feed.dto';

const SCOPE = described(ErrorCode.MachineScopeMissing);

/** A carrier's system reads the quotes it gave with an API client token (`quotes:read`). */
@ApiTags('integrations')
@ApiBearerAuth()
@MachineOnly(ApiScope.QuotesRead)
@Controller('integrations/carrier-quotes')
export class CarrierFeedController {
  constructor(private readonly feed: CarrierFeedService) {}

  @Get()
  @ApiOkResponse({ type: PartnerCarrierQuotePageDto, description: 'Latest change first' })
  @ApiForbiddenResponse({ description: SCOPE })
  async getPartnerCarrierQuotes(
    @CurrentMachine() machine: MachinePrincipal,
    @Query() q: PageQueryDto,
  ): Promise<PartnerCarrierQuotePageDto> {
    const page = await this.feed.list(machine, q);
    return { ...page, items: page.items.map(mapCarrierFeedRow) };
  }

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
