/**
 * A payroll company's system posts, corrects and reads the pay-as-you-go payroll reports of the
 * policies it serves, with an API client token (`payroll-reports:write`, `payroll-reports:read`). Another
 * company's policy answers 3026, as if it did not exist. The partner's guide to these calls is
 * docs/partner-payroll-reports.md.
 */
import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiScope,
  ErrorCode,
  PayFrequency,
  PayrollCorrectionOutcome,
  PayrollReportChargeStatus,
  PayrollReportingState,
} from '@coverline/contracts';
import { CurrentMachine, MachineOnly } from '../../common/auth/decorators';
import type { MachinePrincipal } from '../../common/auth/principal';
import { described } from '../../common/http/error-responses';
import { ApiOperationDoc } from '../../common/http/operation-doc';
import {
  PayrollCorrectionDto,
  PayrollReportDto,
  PayrollReportsQueryDto,
  PolicyPayrollReportsDto,
  PostPayrollCorrectionDto,
  PostPayrollReportDto,
} from './dto/payroll-reports.dto';
import { PayrollReportsService } from './payroll-reports.service';

const REPORT_EXAMPLE: PayrollReportDto = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  reportId: 'run-2026-11-14-0042',
  policyNumber: 'WC-1048823',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-14',
  lines: [
    {
      classCode: '5403',
      state: 'CA',
      payrollCents: 1234567,
      ratePer100: 11.33,
      premiumCents: 139876,
    },
    { classCode: '8810', state: 'CA', payrollCents: 400000, ratePer100: 0.47, premiumCents: 1880 },
  ],
  payrollCents: 1634567,
  premiumCents: 141756,
  chargeStatus: PayrollReportChargeStatus.Paid,
  receivedAt: '2026-11-15T06:02:11.000Z',
  chargedAt: '2026-11-15T06:02:12.000Z',
};

@ApiTags('integrations')
@ApiBearerAuth()
@Controller('integrations/payroll-reports')
export class IntegrationPayrollReportsController {
  constructor(private readonly reports: PayrollReportsService) {}

  @ApiOperationDoc({
    summary: 'Post a payroll report',
    description:
      "A payroll company's system reports a payroll it ran for a pay-as-you-go policy it serves: the period and the wages per class code and state. The premium (payroll / 100 x the carrier's rate for each class code and state) is billed and charged to the card or bank account the client paid with. Idempotent by `reportId`: the same report posted again answers 200 with the first report and charges nothing more; the same id with other figures is refused (3030).",
    errors: [
      ErrorCode.PayrollReportPolicyNotFound,
      ErrorCode.PayrollReportPeriodInvalid,
      ErrorCode.PayrollReportPeriodOverlaps,
      ErrorCode.PayrollReportLinesInvalid,
      ErrorCode.PayrollReportIdReused,
      ErrorCode.PayrollReportNotRated,
    ],
  })
  @Post()
  @MachineOnly(ApiScope.PayrollReportsWrite)
  @ApiCreatedResponse({
    type: PayrollReportDto,
    description: 'The report, rated and charged',
    example: REPORT_EXAMPLE,
  })
  @ApiOkResponse({
    type: PayrollReportDto,
    description: 'The same report posted again: the first one, charged once',
  })
  @ApiBadRequestResponse({
    description: described(
      ErrorCode.PayrollReportPeriodInvalid,
      ErrorCode.PayrollReportLinesInvalid,
    ),
  })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollReportPolicyNotFound) })
  @ApiConflictResponse({
    description: described(
      ErrorCode.PayrollReportPeriodOverlaps,
      ErrorCode.PayrollReportIdReused,
      ErrorCode.PayrollReportNotRated,
    ),
  })
  async postPayrollReport(
    @CurrentMachine() machine: MachinePrincipal,
    @Body() dto: PostPayrollReportDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PayrollReportDto> {
    const { report, created } = await this.reports.post(machine, dto);
    res.status(created ? 201 : 200);
    return report;
  }

  @ApiOperationDoc({
    summary: "List a policy's payroll reports",
    description:
      'The payroll reports of a pay-as-you-go policy the payroll company serves, latest period first, with the last day reported and whether a report is overdue.',
    errors: [ErrorCode.PayrollReportPolicyNotFound],
  })
  @Get()
  @MachineOnly(ApiScope.PayrollReportsRead)
  @ApiOkResponse({
    type: PolicyPayrollReportsDto,
    example: {
      quoteId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
      policyNumber: 'WC-1048823',
      businessName: 'Harbor Bakery LLC',
      payFrequency: PayFrequency.Biweekly,
      effectiveDate: '2026-11-01',
      expirationDate: '2027-11-01',
      reportedThrough: '2026-11-14',
      reportingState: PayrollReportingState.Current,
      reports: [REPORT_EXAMPLE],
    } satisfies PolicyPayrollReportsDto,
  })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollReportPolicyNotFound) })
  listPayrollReports(
    @CurrentMachine() machine: MachinePrincipal,
    @Query() q: PayrollReportsQueryDto,
  ): Promise<PolicyPayrollReportsDto> {
    return this.reports.listForPartner(machine, q.policyNumber);
  }

  @ApiOperationDoc({
    summary: 'Correct a payroll report',
    description:
      "A payroll company's system revises the wages of a report it posted (named by its `reportId`): the revised lines replace the report's and are rated at the rates of its period; a higher premium is billed and charged to the card or bank account on file, a lower one returned and refunded on the report's payment. Idempotent by `correctionId`: the same correction posted again answers 200 with the first and charges or refunds nothing more; the same id with other figures is refused (3043).",
    errors: [
      ErrorCode.PayrollCorrectionReportNotFound,
      ErrorCode.PayrollReportLinesInvalid,
      ErrorCode.PayrollReportNotRated,
      ErrorCode.PayrollCorrectionChargePending,
      ErrorCode.PayrollCorrectionIdReused,
      ErrorCode.RefundNotPossible,
    ],
  })
  @Post('corrections')
  @MachineOnly(ApiScope.PayrollReportsWrite)
  @ApiCreatedResponse({
    type: PayrollCorrectionDto,
    description: 'The correction, re-rated, with what became of the difference',
    example: {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      correctionId: 'run-2026-11-14-0042-fix-1',
      reportId: 'run-2026-11-14-0042',
      policyNumber: 'WC-1048823',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-14',
      lines: [
        {
          classCode: '5403',
          state: 'CA',
          payrollCents: 1034567,
          ratePer100: 11.33,
          premiumCents: 117216,
        },
        {
          classCode: '8810',
          state: 'CA',
          payrollCents: 400000,
          ratePer100: 0.47,
          premiumCents: 1880,
        },
      ],
      previousPayrollCents: 1634567,
      payrollCents: 1434567,
      previousPremiumCents: 141756,
      premiumCents: 119096,
      differenceCents: -22660,
      refundCents: 22660,
      outcome: PayrollCorrectionOutcome.Refunded,
      correctedAt: '2026-11-18T09:30:00.000Z',
    } satisfies PayrollCorrectionDto,
  })
  @ApiOkResponse({
    type: PayrollCorrectionDto,
    description: 'The same correction posted again: the first one, settled once',
  })
  @ApiBadRequestResponse({ description: described(ErrorCode.PayrollReportLinesInvalid) })
  @ApiNotFoundResponse({ description: described(ErrorCode.PayrollCorrectionReportNotFound) })
  @ApiConflictResponse({
    description: described(
      ErrorCode.PayrollReportNotRated,
      ErrorCode.PayrollCorrectionChargePending,
      ErrorCode.PayrollCorrectionIdReused,
      ErrorCode.RefundNotPossible,
    ),
  })
  async correctPayrollReport(
    @CurrentMachine() machine: MachinePrincipal,
    @Body() dto: PostPayrollCorrectionDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PayrollCorrectionDto> {
    const { correction, created } = await this.reports.correct(machine, dto);
    res.status(created ? 201 : 200);
    return correction;
  }
}
