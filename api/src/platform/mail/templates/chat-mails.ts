/** Support chat mails: the transcript an asker asked for, and an unanswered request for staff. */
import { layout, type RenderedMail } from './layout';

export interface ChatTranscriptLine {
  who: string;
  at: string;
  text: string;
  /** The Spanish of a line the chat itself wrote (a system message), for a Spanish reader. */
  spanishText?: string;
}

export interface ChatMailTemplates {
  'chat-transcript': { startedAt: string; lines: ChatTranscriptLine[] };
  'chat-unanswered': {
    contactEmail: string;
    asker: string;
    lines: ChatTranscriptLine[];
    consoleUrl: string;
  };
}

type Renderers = { [K in keyof ChatMailTemplates]: (data: ChatMailTemplates[K]) => RenderedMail };

const transcript = (lines: ChatTranscriptLine[]) =>
  lines.map((l) => `[${l.at}] ${l.who}: ${l.text}`);

export const chatMailRenderers: Renderers = {
  'chat-transcript': ({ startedAt, lines }) => {
    const subject = 'Your Coverline support chat';
    const paragraphs = [
      `Here is the transcript of your support chat started ${startedAt}, as you asked.`,
      ...transcript(lines),
    ];
    return { subject, text: `${paragraphs.join('\n\n')}\n`, html: layout(subject, paragraphs) };
  },
  'chat-unanswered': ({ contactEmail, asker, lines, consoleUrl }) => {
    const subject = 'A support chat is waiting for an answer by email';
    const paragraphs = [
      `Nobody could join a support chat in time. The asker (${asker}) left ${contactEmail} for an answer by email.`,
      ...transcript(lines),
    ];
    return {
      subject,
      text: `${paragraphs.join('\n\n')}\n\nOpen the support chat console: ${consoleUrl}\n`,
      html: layout(subject, paragraphs, { label: 'Open the console', url: consoleUrl }),
    };
  },
};
