/**
 * The appetite calls: the guide staff and agents search (who writes a business type, where,
 * refers or declines it and why, with the carriers' limits), the public "who we cover" list and
 * answer for one state, and the leads visitors leave when no carrier writes their business.
 */
import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { Public, Roles } from '../../common/auth/decorators';
import { described } from '../../common/http/error-responses';
import { AuthRateLimit } from '../../common/http/rate-limit';
import { AppetiteService } from './appetite.service';
import {
  AppetiteLeadDto,
  AppetiteLeadPageDto,
  AppetiteLeadsQueryDto,
  AppetiteLineQueryDto,
  AppetiteMatrixDto,
  AppetiteSearchDto,
  AppetiteSearchQueryDto,
  CoveredHereDto,
  CoveredListQueryDto,
  CoveredPageDto,
  CoveredStateQueryDto,
  CreateAppetiteLeadDto,
  MasterIndexCodeParamDto,
} from './dto/appetite.dto';
import { ApiOperationDoc } from '../../common/http/operation-doc';

const notInIndex = described(ErrorCode.BusinessTypeNotInIndex);

@ApiTags('appetite')
@ApiBearerAuth()
@Controller('appetite')
export class AppetiteController {
  constructor(private readonly appetite: AppetiteService) {}

  /** Business types by words, WC class, GL class or NAICS code; with a state, who writes each there. */
  @ApiOperationDoc({
    summary: 'Search business types by appetite',
    description: 'Business types matching the text, with whether they are covered.',
    errors: [ErrorCode.AppetiteSearchTooShort],
  })
  @Get('business-types')
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: AppetiteSearchDto })
  @ApiBadRequestResponse({ description: described(ErrorCode.AppetiteSearchTooShort) })
  searchAppetite(@Query() q: AppetiteSearchQueryDto): Promise<AppetiteSearchDto> {
    return this.appetite.search(q.q, q.state, q.line);
  }

  /** The state-by-carrier matrix for one business type and line. */
  @ApiOperationDoc({
    summary: "Read a business type's appetite",
    description: 'Which lines and carriers cover a business type, state by state.',
    errors: [ErrorCode.BusinessTypeNotInIndex],
  })
  @Get('business-types/:masterIndexCode')
  @Roles(Role.Admin, Role.Agent)
  @ApiOkResponse({ type: AppetiteMatrixDto })
  @ApiNotFoundResponse({ description: notInIndex })
  getAppetiteMatrix(
    @Param() { masterIndexCode }: MasterIndexCodeParamDto,
    @Query() { line }: AppetiteLineQueryDto,
  ): Promise<AppetiteMatrixDto> {
    return this.appetite.matrix(masterIndexCode, line);
  }

  /** The business types of our index with the lines and states we can quote them in. */
  @ApiOperationDoc({
    summary: 'List covered business types',
    description: 'The business types at least one carrier covers, for the appetite pages.',
  })
  @Get('covered')
  @Public()
  @ApiOkResponse({ type: CoveredPageDto })
  listCoveredBusinessTypes(@Query() q: CoveredListQueryDto): Promise<CoveredPageDto> {
    return this.appetite.coveredList(q.q, q.line, q.page ?? 1, q.pageSize ?? 20, q.language);
  }

  /** Whether we can quote a business type in a state, per line. */
  @ApiOperationDoc({
    summary: 'Check coverage for a business type',
    description: 'Whether a business type can be quoted in a state, and for which lines.',
    errors: [ErrorCode.BusinessTypeNotInIndex],
  })
  @Get('covered/:masterIndexCode')
  @Public()
  @ApiOkResponse({ type: CoveredHereDto })
  @ApiNotFoundResponse({ description: notInIndex })
  getCoveredHere(
    @Param() { masterIndexCode }: MasterIndexCodeParamDto,
    @Query() { state, language }: CoveredStateQueryDto,
  ): Promise<CoveredHereDto> {
    return this.appetite.coveredHere(masterIndexCode, state, language);
  }

  /** A visitor's email, to be told when a carrier writes their business here: a lead for staff. */
  @ApiOperationDoc({
    summary: 'Leave contact details for an uncovered business',
    description:
      'A visitor whose business is not covered leaves their contact details to hear when it is.',
    errors: [ErrorCode.TooManyAttempts, ErrorCode.BusinessTypeNotInIndex],
  })
  @Post('leads')
  @Public()
  @AuthRateLimit()
  @ApiCreatedResponse({ type: AppetiteLeadDto })
  @ApiNotFoundResponse({ description: notInIndex })
  createAppetiteLead(@Body() dto: CreateAppetiteLeadDto): Promise<AppetiteLeadDto> {
    return this.appetite.recordLead(dto);
  }

  /** The leads, newest first: the applications pipeline's Leads view. */
  @ApiOperationDoc({
    summary: 'List appetite leads',
    description: 'The contact details left by visitors whose business was not covered.',
  })
  @Get('leads')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: AppetiteLeadPageDto })
  listAppetiteLeads(@Query() q: AppetiteLeadsQueryDto): Promise<AppetiteLeadPageDto> {
    return this.appetite.listLeads(q.page ?? 1, q.pageSize ?? 20, q.order ?? 'DESC');
  }
}
