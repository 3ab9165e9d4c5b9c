import { createTransport, type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: SMTP when configured; otherwise nowhere, and the outbox keeps it captured. */
export interface MailTransport {
  readonly captures: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export const MAIL_FROM = 'Coverline <no-reply@coverline.app>';

export class SmtpTransport implements MailTransport {
  readonly captures = false;
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: MAIL_FROM, ...mail });
  }
}

export class CaptureTransport implements MailTransport {
  readonly captures = true;
  async send(): Promise<void> {
    // Captured mail stays in the outbox, readable through the dev mailbox.
  }
}
