/** What other modules may use of platform/mail. */
export { MailModule } from './mail.module';
export { MailService } from './mail.service';
export type { StoredAttachment } from './entities/outbox-mail.entity';
export type { ChatTranscriptLine } from './templates/chat-mails';
export type { MailTemplateName, MailTemplates } from './templates/templates';
export { certificateChangeWords } from './templates/certificate-change-words';
export type { CertificateChange } from './templates/certificate-change-words';
