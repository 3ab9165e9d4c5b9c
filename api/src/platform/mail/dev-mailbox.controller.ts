import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role } from '@coverline/contracts';
import { Roles } from '../../common/auth/decorators';
import { OutboxMail } from './entities/outbox-mail.entity';
import { mapMailboxMessage, MailboxMessageDto, MailboxQueryDto } from './dto/mailbox.dto';

/**
 * Captured mail, newest first, with its delivery status, attempts and last error. Only mounted
 * when no SMTP server is configured.
 */
@ApiTags('dev')
@ApiBearerAuth()
@Controller('dev')
export class DevMailboxController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get('mailbox')
  @Roles(Role.Admin)
  @ApiOkResponse({ type: [MailboxMessageDto] })
  async getMailbox(@Query() query: MailboxQueryDto): Promise<MailboxMessageDto[]> {
    const mails = await this.db.getRepository(OutboxMail).find({
      where: query.to ? { to: query.to } : {},
      order: { createdAt: 'DESC' },
      take: query.limit ?? 20,
    });
    return mails.map(mapMailboxMessage);
  }
}
