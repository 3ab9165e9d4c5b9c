/**
 * The payroll reports people read: a pay-as-you-go policy's reports for the client who owns it,
 * the agent on it and admins; and, for a payroll partner rep, the pay-as-you-go policies their
 * company follows with their reports. Thin: the service checks access.
 */
import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@coverline/contracts';
import { CurrentPrincipal, CurrentRep, RepsOnly, Roles } from '../../common/auth/decorators';
import type { RepPrincipal, UserPrincipal } from '../../common/auth/principal';
import { described, QuoteReadRefused } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import { QuoteIdParamDto } from '../../quoting/quotes';
import {
  PolicyPayrollReportsDto,
  PolicyPayrollReportsPageDto,
  RepPayrollReportsQueryDto,
} from './dto/payroll-reports.dto';
import { PayrollReportsService } from './payroll-reports.service';

@ApiTags('payroll-reports')
@ApiBearerAuth()
@Controller()
export class PayrollReportsController {
  constructor(private readonly reports: PayrollReportsService) {}

  @ApiOperationDoc({
    summary: "A policy's payroll reports",
    description:
      "The payroll reports of a pay-as-you-go policy, latest period first, with the premium and charge of each, the last day reported and whether a report is overdue; for the client who owns it, the agent on it or admins. The id is the application's.",
    errors: [
      ErrorCode.NotYourQuote,
      ErrorCode.HiddenFromClient,
      ErrorCode.NotYourClient,
      ErrorCode.QuoteNotFound,
      ErrorCode.PolicyNotBound,
      ErrorCode.PayrollReportPolicyNotFound,
    ],
  })
  @Get('policy-payroll-reports/:id')
  @Roles(Role.Client, Role.Agent, Role.Admin)
  @ApiOkResponse({ type: PolicyPayrollReportsDto })
  @QuoteReadRefused()
  @ApiConflictResponse({ description: described(ErrorCode.PolicyNotBound) })
  @ApiNotFoundResponse({
    description: described(ErrorCode.QuoteNotFound, ErrorCode.PayrollReportPolicyNotFound),
  })
  getPolicyPayrollReports(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { id }: QuoteIdParamDto,
  ): Promise<PolicyPayrollReportsDto> {
    return this.reports.read(caller, id);
  }

  @ApiOperationDoc({
    summary: "List the company's pay-as-you-go payroll reports",
    description:
      "The pay-as-you-go policies the rep's payroll company follows (registered with it, or referred by it), by business name, each with its payroll reports, the last day reported and whether a report is overdue or nothing was reported for 30 days.",
    errors: [ErrorCode.RepWithoutPayrollCompany],
  })
  @Get('payroll-partners/payroll-reports')
  @RepsOnly()
  @ApiOkResponse({ type: PolicyPayrollReportsPageDto })
  @ApiForbiddenResponse({ description: described(ErrorCode.RepWithoutPayrollCompany) })
  listRepPayrollReports(
    @CurrentRep() rep: RepPrincipal,
    @Query() q: RepPayrollReportsQueryDto,
  ): Promise<PolicyPayrollReportsPageDto> {
    return this.reports.repList(rep, q);
  }
}
