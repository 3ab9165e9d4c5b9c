/** The mails about a client record: confirming the new address an admin gave it. */
import { layout, type RenderedMail } from './layout';

export interface ClientMailTemplates {
  'client-email-change': { firstName: string | null; confirmUrl: string; expiresInHours: number };
}

type Renderers = {
  [K in keyof ClientMailTemplates]: (data: ClientMailTemplates[K]) => RenderedMail;
};

export const clientMailRenderers: Renderers = {
  'client-email-change': ({ firstName, confirmUrl, expiresInHours }) => {
    const subject = 'Confirm your new email for Coverline';
    const lines = [
      firstName ? `Hello ${firstName},` : 'Hello,',
      'The Coverline team was asked to change the email of your business’s client record to this address. Please confirm that this is your email address: once you do, your quotes and policies are filed under it.',
      `The link works once and expires in ${expiresInHours} hours. If you did not ask for this change, you can ignore this email: nothing changes.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nConfirm your email: ${confirmUrl}\n`,
      html: layout(subject, lines, { label: 'Confirm email', url: confirmUrl }),
    };
  },
};
