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
import { PAYROLL_RULE_CATALOGUE, Role, ErrorCode } from '@coverline/contracts';
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
import { ApiOperationDoc } from '../../../common/http/operation-doc';

/** Owner payroll rules, versioned by year: read by everyone quoting, maintained by admins. */
@ApiTags('payroll-rules')
@ApiBearerAuth()
@Controller('payroll-rules')
export class PayrollRulesController {
  constructor(private readonly rules: PayrollRulesService) {}

  @ApiOperationDoc({
    summary: 'List payroll rules',
    description:
      'The owner payroll rules (minimum and maximum payroll per state and class), filtered.',
  })
  @Get()
  @AllowGuest()
  @ApiOkResponse({ type: PayrollRulePageDto })
  async getPayrollRules(@Query() query: PayrollRulesQueryDto): Promise<PayrollRulePageDto> {
    const page = await this.rules.list(query);
    return { ...page, items: page.items.map(mapPayrollRule) };
  }

  @ApiOperationDoc({
    summary: 'List payroll rule years',
    description: 'The years that have payroll rules, latest first.',
  })
  @Get('years')
  @AllowGuest()
  @ApiOkResponse({ type: [PayrollYearSummaryDto], description: 'Latest year first' })
  getPayrollRuleYears(): Promise<PayrollYearSummaryDto[]> {
    return this.rules.years();
  }

  @ApiOperationDoc({
    summary: "List one year's payroll rules",
    description: 'Every owner payroll rule of a year.',
  })
  @Get('year/:year')
  @AllowGuest()
  @ApiOkResponse({ type: [PayrollRuleDto] })
  async getPayrollRulesOfYear(@Param() { year }: YearParamDto): Promise<PayrollRuleDto[]> {
    return (await this.rules.forYear(year)).map(mapPayrollRule);
  }

  @ApiOperationDoc({
    summary: 'Compare two years of payroll rules',
    description: 'The rules added, removed and changed between two years.',
  })
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

  @ApiOperationDoc({
    summary: "Resolve an owner's payroll",
    description:
      'The payroll an owner counts for in a state, class and year, by the rules in force.',
  })
  @Get('resolve')
  @AllowGuest()
  @ApiOkResponse({ type: OwnerPayrollOutcomeDto })
  async resolveOwnerPayroll(
    @Query() query: ResolveOwnerPayrollQueryDto,
  ): Promise<OwnerPayrollOutcomeDto> {
    const outcome = await this.rules.resolve(query);
    return { ...outcome, messages: outcome.codes.map((c) => PAYROLL_RULE_CATALOGUE[c].message) };
  }

  @ApiOperationDoc({
    summary: 'Change a payroll rule',
    description: 'Changes one owner payroll rule.',
    errors: [ErrorCode.PayrollRuleInvalid, ErrorCode.PayrollRuleNotFound],
  })
  @AdminChange(Put(':id'), PayrollRuleDto)
  @ApiBadRequestResponse({ description: 'P-1002 to P-1005 when the amounts do not fit together' })
  async updatePayrollRule(
    @Param() { id }: IdParamDto,
    @Body() dto: UpdatePayrollRuleDto,
  ): Promise<PayrollRuleDto> {
    return mapPayrollRule(await this.rules.update(id, dto));
  }

  @ApiOperationDoc({
    summary: 'Copy a year of payroll rules',
    description: 'Copies every rule of a year into a new year, to adjust for the next one.',
    errors: [ErrorCode.PayrollYearExists, ErrorCode.PayrollYearEmpty],
  })
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

  @ApiOperationDoc({
    summary: 'Delete a year of payroll rules',
    description: 'Removes every payroll rule of a year and answers how many went.',
    errors: [ErrorCode.PayrollYearNotFound, ErrorCode.PayrollLastYear],
  })
  @Delete('delete-year/:year')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: PayrollYearSummaryDto, description: 'The year and how many rules went' })
  @ApiNotFoundResponse({ description: 'P-1006: the year has no rules' })
  @ApiConflictResponse({ description: 'P-1012: the only remaining year cannot be deleted' })
  deletePayrollRuleYear(@Param() { year }: YearParamDto): Promise<PayrollYearSummaryDto> {
    return this.rules.deleteYear(year);
  }
}
