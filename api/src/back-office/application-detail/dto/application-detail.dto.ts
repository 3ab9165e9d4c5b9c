/**
 * The whole application as staff read it on the quote page: the quote (business, owners,
 * locations, claims, class codes, carrier quotes with their worksheets), each answer beside its
 * question's text, the payments and the signature packets. Bank numbers show their last 4 only.
 */
import { ApiProperty } from '@nestjs/swagger';
import type { CheckoutStatus } from '../../../purchase/payments';
import type { PacketKind, PacketStatus, SignerStatus } from '../../../purchase/signatures';
import { QuoteDto } from '../../../quoting/quotes';

export const ANSWER_SECTIONS = ['payroll', 'underwriting', 'owner', 'property', 'cyber'] as const;
export type AnswerSection = (typeof ANSWER_SECTIONS)[number];

export class AnsweredQuestionDto {
  @ApiProperty({ enum: ANSWER_SECTIONS, enumName: 'AnswerSection' }) section: AnswerSection;
  @ApiProperty({ description: 'The key the answer is stored under' }) key: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The state (payroll answers) or the owner position, from 0 (owner answers)',
  })
  group: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The question's text; null when the question set no longer has it",
  })
  question: string | null;
  @ApiProperty({ description: 'The answer as shown (a choice by its label)' }) answer: string;
}

export class PaymentRecordDto {
  @ApiProperty({ format: 'uuid', description: 'The checkout' }) id: string;
  @ApiProperty({ description: 'The amount in cents' }) amountCents: number;
  @ApiProperty({ enum: ['card', 'bank'], enumName: 'PaymentInstrument', nullable: true })
  method: 'card' | 'bank' | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The bank account, last 4 digits only; null for a card or before payment',
  })
  accountMasked: string | null;
  @ApiProperty({
    enum: ['open', 'paid', 'declined', 'reset'],
    enumName: 'CheckoutStatus',
  })
  status: CheckoutStatus;
  @ApiProperty({ type: String, format: 'date-time', description: 'Paid at, else started at' })
  at: Date;
}

export class SignerRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: ['sent', 'viewed', 'signed'], enumName: 'SignerStatus' })
  status: SignerStatus;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) signedAt: Date | null;
}

export class SignaturePacketRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['application', 'waiver'], enumName: 'SignaturePacketKind' })
  kind: PacketKind;
  @ApiProperty({ enum: ['sent', 'completed', 'voided'], enumName: 'SignaturePacketStatus' })
  status: PacketStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: Date | null;
  @ApiProperty({ type: [SignerRecordDto] }) signers: SignerRecordDto[];
}

export class ApplicationDetailDto {
  @ApiProperty({ type: QuoteDto }) quote: QuoteDto;
  @ApiProperty({ type: [AnsweredQuestionDto] }) answers: AnsweredQuestionDto[];
  @ApiProperty({ type: [PaymentRecordDto], description: 'Checkouts, oldest first' })
  payments: PaymentRecordDto[];
  @ApiProperty({
    type: [SignaturePacketRecordDto],
    description: 'Latest application packet, then waivers',
  })
  signatures: SignaturePacketRecordDto[];
}
