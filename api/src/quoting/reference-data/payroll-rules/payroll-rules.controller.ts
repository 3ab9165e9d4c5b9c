import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { PAYROLL_RULE_CATALOGUE, Role } from '@coverline/contracts';
import { AllowGuest, Roles } from '../../../common/auth/decorators';
import { AdminChange } from '../common/admin-routes';
import { IdParamDto } from '../common/dto';
import {
  DiffYearsQueryDto,
  DuplicateYearDto,
  mapPayrollRule,
  OwnerPayrollOutcomeDto,
  PayrollRuleDiffDto,
  PayrollRuleDto,
  PayrollRulePageDto,
  PayrollRulesQueryDto,
  PayrollYearSummaryDto,
  ResolveOwnerPayrollQueryDto,
  UpdatePayrollRuleDto,
  YearParamDto,
} from './dto/payroll-rule.dto';
import { PayrollRulesService } from './payroll-rules.service';

/** Owner payroll rules, versioned by year: read by everyone quoting, maintained by admins. */
@ApiTags('payroll-rules')
@ApiBearerAuth()
@Controller('payroll-rules')
export class PayrollRulesController {
  constructor(private readonly rules: PayrollRulesService) {}

  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: PayrollRulePageDto })
  async getPayrollRules(@Query() query: PayrollRulesQueryDto): Promise<PayrollRulePageDto> {
    const page = await this.rules.list(query);
    return { ...page, items: page.items.map(mapPayrollRule) };
  }

  @Get('years')
  @AllowGuest()
  @ApiOkResponse({ type: [PayrollYearSummaryDto], description: 'Latest year first' })
  getPayrollRuleYears(): Promise<PayrollYearSummaryDto[]> {
    return this.rules.years();
  }

  @Get('year/:year')
  @AllowGuest()
  @ApiOkResponse({ type: [PayrollRuleDto] })
  async getPayrollRulesOfYear(@Param() { year }: YearParamDto): Promise<PayrollRuleDto[]> {
    return (await this.rules.forYear(year)).map(mapPayrollRule);
  }

  @Get('diff-years')
  @AllowGuest()
  @ApiOkResponse({ type: PayrollRuleDiffDto })
  async diffPayrollRuleYears(@Query() query: DiffYearsQueryDto): Promise<PayrollRuleDiffDto> {
    const diff = await this.rules.diff(query);
    return {
      ...diff,
      added: diff.added.map(mapPayrollRule),
      removed: diff.removed.map(mapPayrollRule),
    };
  }

  @Get('resolve')
  @AllowGuest()
  @ApiOkResponse({ type: OwnerPayrollOutcomeDto })
  async resolveOwnerPayroll(
    @Query() query: ResolveOwnerPayrollQueryDto,
  ): Promise<OwnerPayrollOutcomeDto> {
    const outcome = await this.rules.resolve(query);
    return { ...outcome, messages: outcome.codes.map((c) => PAYROLL_RULE_CATALOGUE[c].message) };
  }

  @AdminChange(Put(':id'), PayrollRuleDto)
  @ApiBadRequestResponse({ description: 'P-1002 to P-1005 when the amounts do not fit together' })
  async updatePayrollRule(
    @Param() { id }: IdParamDto,
    @Body() dto: UpdatePayrollRuleDto,
  ): Promise<PayrollRuleDto> {
    return mapPayrollRule(await this.rules.update(id, dto));
  }

  @Post('duplicate-year')
  @Roles(Role.Admin)
  @ApiCreatedResponse({
    type: PayrollYearSummaryDto,
    description: 'The new year and its rule count',
  })
  @ApiConflictResponse({ description: 'P-1010: the target year already has rules' })
  @ApiNotFoundResponse({ description: 'P-1011: the source year has no rules' })
  duplicatePayrollRuleYear(@Body() dto: DuplicateYearDto): Promise<PayrollYearSummaryDto> {
    return this.rules.duplicateYear(dto.fromYear, dto.toYear);
  }

  @Delete('delete-year/:year')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PayrollYearSummaryDto, description: 'The year and how many rules went' })
  @ApiNotFoundResponse({ description: 'P-1006: the year has no rules' })
  @ApiConflictResponse({ description: 'P-1012: the only remaining year cannot be deleted' })
  deletePayrollRuleYear(@Param() { year }: YearParamDto): Promise<PayrollYearSummaryDto> {
    return this.rules.deleteYear(year);
  }
}
