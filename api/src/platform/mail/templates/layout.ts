/** The shared shape of every mail: the HTML frame around the paragraphs and one call to action. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A zero-width space: invisible, but no mail program reads a link across it. */
const BREAK = '\u200b';

/**
 * Text the product did not write (a name, a business name, a message) as inert text: a mail
 * program turns `evil.example`, `www.evil.example` or `https://evil.example` into a link on its
 * own, so a break goes after every dot before a letter and inside `://`. The text reads the same.
 * HTML is escaped separately, when the HTML part is built.
 */
export const inertText = (s: string): string =>
  s.replace(/:\/\//g, `:${BREAK}//`).replace(/\.(?=\p{L})/gu, `.${BREAK}`);

/** The languages a mail is written in: English, or Spanish for a recipient who reads Spanish. */
export type MailLanguage = 'en' | 'es';

/** The frame's own words, in each language. */
const FRAME: Record<MailLanguage, { copyLink: string; signature: string }> = {
  en: {
    copyLink: 'If the button does not work, copy this link into your browser:',
    signature: 'Coverline small-business insurance',
  },
  es: {
    copyLink: 'Si el botón no funciona, copie este enlace en su navegador:',
    signature: 'Coverline, seguros para pequeñas empresas',
  },
};

export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  /** Further links, below the call to action. */
  links: { label: string; url: string }[] = [],
  language: MailLanguage = 'en',
): string {
  const frame = FRAME[language];
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b5cad;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${frame.copyLink}<br>${escapeHtml(action.url)}</p>`
    : '';
  const more = links
    .map(
      (l) =>
        `<p style="font-size:13px">${escapeHtml(l.label)}: <a href="${escapeHtml(l.url)}">${escapeHtml(l.url)}</a></p>`,
    )
    .join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}${more}<p style="font-size:12px;color:#777;margin-top:32px">${frame.signature}</p></body></html>`;
}
