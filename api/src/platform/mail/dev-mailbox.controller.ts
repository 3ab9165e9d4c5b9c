import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { Roles } from '../../common/auth/decorators';
import { mapMailboxMessage, MailboxMessageDto, MailboxQueryDto } from './dto/mailbox.dto';
import { OutboxRepository } from './outbox.repository';
import { ApiOperationDoc } from '../../common/http/operation-doc';

/**
 * Captured mail, newest first, with its delivery status, attempts and last error. Only mounted
 * when no SMTP server is configured.
 */
@ApiTags('dev')
@ApiBearerAuth()
@Controller('dev')
export class DevMailboxController {
  constructor(@Inject(OutboxRepository) private readonly outbox: OutboxRepository) {}

  @ApiOperationDoc({
    summary: 'Read the development mailbox',
    description:
      'The mails the app sent when no mail server is configured (development and tests only).',
  })
  @Get('mailbox')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [MailboxMessageDto] })
  async getMailbox(@Query() query: MailboxQueryDto): Promise<MailboxMessageDto[]> {
    const mails = await this.outbox.newest({ to: query.to, limit: query.limit ?? 20 });
    return mails.map(mapMailboxMessage);
  }
}
