/** The policy billing API's requests and answers: schedule, ledger, pay now, receivables. */
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  INSTALMENT_STATUSES,
  InstalmentStatus,
  LEDGER_ENTRY_KINDS,
  LedgerEntryKind,
  payableNow,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import type { LedgerEntry } from '../../ledger';
import type { Instalment } from '../entities/instalment.entity';

export class InstalmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: '1 for the first instalment after the down payment' }) seq: number;
  @ApiProperty({ format: 'date' }) dueOn: string;
  @ApiProperty() amountCents: number;
  @ApiProperty({ enum: INSTALMENT_STATUSES, enumName: 'InstalmentStatus' })
  status: InstalmentStatus;
  @ApiProperty({ description: 'Charges asked of the provider so far' }) attempts: number;
  @ApiProperty({ type: String, format: 'date', nullable: true }) nextAttemptOn: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The cancellation date a notice for non-payment announced',
  })
  cancellationOn: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ description: 'Whether the client may pay it now in the portal' })
  payableNow: boolean;
}

export class LedgerEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: LEDGER_ENTRY_KINDS, enumName: 'LedgerEntryKind' }) kind: LedgerEntryKind;
  @ApiProperty({ description: 'Always positive; the kind says which way it went' })
  amountCents: number;
  @ApiProperty({ format: 'date' }) postedOn: string;
  @ApiProperty() memo: string;
}

export class PolicyBillingDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty() writtenCents: number;
  @ApiProperty() billedCents: number;
  @ApiProperty() collectedCents: number;
  @ApiProperty() refundedCents: number;
  @ApiProperty() returnPremiumCents: number;
  @ApiProperty({ description: 'Billed, less premium returned, less collected net of refunds' })
  balanceDueCents: number;
  @ApiProperty({ description: 'Collected less refunded' }) netCollectedCents: number;
  @ApiProperty({ type: [InstalmentDto], description: 'In order of due date' })
  instalments: InstalmentDto[];
  @ApiProperty({ type: [LedgerEntryDto], description: 'Oldest first' })
  entries: LedgerEntryDto[];
}

export class PayNowDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'quoteId must be a valid id.' })
  quoteId: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'instalmentId must be a valid id.' })
  instalmentId: string;
}

export class PayNowStartedDto {
  @ApiProperty({ description: "The provider's payment page to send the browser to" })
  redirectUrl: string;
}

export class PayNowResultDto {
  @ApiProperty({ description: 'The `result` query parameter the provider returned with' })
  @IsString()
  @MaxLength(4000)
  result: string;

  @ApiProperty({ description: 'The `signature` query parameter the provider returned with' })
  @IsString()
  @MaxLength(200)
  signature: string;
}

export class ReceivablesQueryDto extends PickType(PageQueryDto, ['page', 'pageSize'] as const) {
  @ApiPropertyOptional({ description: 'Only policies with an instalment past due and unpaid' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'overdueOnly must be true or false.' })
  overdueOnly?: boolean;
}

export class ReceivableDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty() policyNumber: string;
  @ApiProperty({ type: String, nullable: true }) businessName: string | null;
  @ApiProperty() clientEmail: string;
  @ApiProperty() balanceDueCents: number;
  @ApiProperty({ description: 'Instalments past their date and unpaid' }) overdueCents: number;
  @ApiProperty({ type: String, format: 'date', nullable: true }) oldestOverdueOn: string | null;
  @ApiProperty({ description: 'A notice of cancellation for non-payment went out' })
  noticeSent: boolean;
}

export class ReceivablePageDto {
  @ApiProperty({ type: [ReceivableDto] }) items: ReceivableDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export const mapInstalment = (i: Instalment): InstalmentDto => ({
  id: i.id,
  seq: i.seq,
  dueOn: i.dueOn,
  amountCents: i.amountCents,
  status: i.status,
  attempts: i.attempts,
  nextAttemptOn: i.status === InstalmentStatus.Retrying ? i.nextAttemptOn : null,
  cancellationOn: i.cancellationOn,
  paidAt: i.paidAt ? i.paidAt.toISOString() : null,
  payableNow: payableNow(i.status),
});

export const mapLedgerEntry = (e: LedgerEntry): LedgerEntryDto => ({
  id: e.id,
  kind: e.kind,
  amountCents: e.amountCents,
  postedOn: e.postedOn,
  memo: e.memo,
});
