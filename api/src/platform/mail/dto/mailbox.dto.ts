import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional } from 'class-validator';
import { LimitQuery } from '../../../common/http/pagination';
import type { OutboxMail } from '../entities/outbox-mail.entity';

export class MailboxQueryDto {
  @ApiPropertyOptional({ description: 'Only mail sent to this address' })
  @IsOptional()
  @IsEmail()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  )
  to?: string;

  @LimitQuery()
  limit?: number;
}

export class MailboxAttachmentDto {
  @ApiProperty() fileName: string;
  @ApiProperty() contentType: string;
}

export class MailboxMessageDto {
  @ApiProperty() id: string;
  @ApiProperty() to: string;
  @ApiProperty() template: string;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty() html: string;
  @ApiProperty({ enum: ['pending', 'sent', 'captured', 'failed'], enumName: 'MailStatus' })
  status: string;
  @ApiProperty({ description: 'Delivery attempts so far' })
  attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Error of the last failed attempt' })
  lastError: string | null;
  @ApiProperty({ type: [MailboxAttachmentDto], description: 'The files attached' })
  attachments: MailboxAttachmentDto[];
  @ApiProperty() createdAt: string;
}

export function mapMailboxMessage(mail: OutboxMail): MailboxMessageDto {
  return {
    id: mail.id,
    to: mail.to,
    template: mail.template,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    attachments: mail.attachments.map(({ fileName, contentType }) => ({ fileName, contentType })),
    createdAt: mail.createdAt.toISOString(),
  };
}
