/**
 * The lines the chat itself writes into a conversation (system messages), stored in English as
 * the chat shows them, and their Spanish for the transcript a Spanish reader gets by mail.
 */
export const SYSTEM_TEXT = {
  created:
    'Chat started. The Coverline assistant answers first; choose "Talk to a person" at any time.',
  handoffRequested: 'We are asking a person on our team to join. Please stay on this page.',
  handoffFailure: (minutes: string) =>
    `Nobody from our team could join within ${minutes}. Leave your email below and we will answer you by email.`,
  closed: 'This chat is closed.',
  joined: (name: string) => `${name} from Coverline joined the chat.`,
  success: 'You are now talking with a person from our team.',
  emailLeft: (email: string) => `Thank you. We will answer you at ${email}.`,
};

/** "5 minutes", "1 minute", "90 seconds". */
export const waitText = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;

const esperaEs = (wait: string) =>
  wait
    .replace(/^(\d+) minutes$/, '$1 minutos')
    .replace(/^1 minute$/, '1 minuto')
    .replace(/^(\d+) seconds$/, '$1 segundos');

/** Each system line's English, as a pattern of its one value, and its Spanish. */
const SPANISH: Array<[RegExp, (value: string) => string]> = [
  [
    /^Chat started\. The Coverline assistant answers first; choose "Talk to a person" at any time\.$/,
    () =>
      'Comenzó el chat. Primero responde el asistente de Coverline; elija "Hablar con una persona" en cualquier momento.',
  ],
  [
    /^We are asking a person on our team to join\. Please stay on this page\.$/,
    () => 'Estamos pidiendo a una persona de nuestro equipo que se una. Permanezca en esta página.',
  ],
  [
    /^Nobody from our team could join within (.+)\. Leave your email below and we will answer you by email\.$/,
    (wait) =>
      `Nadie de nuestro equipo pudo unirse en ${esperaEs(wait)}. Deje su correo abajo y le responderemos por correo.`,
  ],
  [/^This chat is closed\.$/, () => 'Este chat está cerrado.'],
  [/^(.+) from Coverline joined the chat\.$/, (name) => `${name}, de Coverline, se unió al chat.`],
  [
    /^You are now talking with a person from our team\.$/,
    () => 'Ahora está hablando con una persona de nuestro equipo.',
  ],
  [
    /^Thank you\. We will answer you at (.+)\.$/,
    (email) => `Gracias. Le responderemos en ${email}.`,
  ],
];

/** A system line in Spanish, or null when the text is not one the chat writes. */
export function systemTextInSpanish(text: string): string | null {
  for (const [english, spanish] of SPANISH) {
    const match = english.exec(text);
    if (match) return spanish(match[1] ?? '');
  }
  return null;
}
