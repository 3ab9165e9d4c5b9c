import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config';
import { FilesModule } from '../files';
import { DevMailboxController } from './dev-mailbox.controller';
import { CaptureTransport, MAIL_TRANSPORT, SmtpTransport } from './mail-transport';
import { MailService } from './mail.service';
import { MailWorker } from './mail.worker';
import { OutboxRepository } from './outbox.repository';

@Module({})
export class MailModule {
  static register(config: Pick<AppConfig, 'smtpUrl'>): DynamicModule {
    return {
      module: MailModule,
      global: true,
      imports: [FilesModule],
      controllers: config.smtpUrl ? [] : [DevMailboxController],
      providers: [
        MailService,
        MailWorker,
        OutboxRepository,
        {
          provide: MAIL_TRANSPORT,
          useFactory: () =>
            config.smtpUrl ? new SmtpTransport(config.smtpUrl) : new CaptureTransport(),
        },
      ],
      exports: [MailService, MailWorker],
    };
  }
}
