import { formatCents } from '../../../common/money';
import type {
  AssistantContext,
  AssistantMessage,
  AssistantReply,
  AssistantToolbox,
  ChatAssistant,
} from './chat-assistant';
import {
  confident,
  guessLanguage,
  helpLink,
  type HelpHit,
  type HelpIndex,
  type HelpLanguage,
} from '../../help';
import { personDecision } from './person-decisions';
import type { KnowledgeIndex, RetrievalHit } from './retrieval';

/**
 * Below this BM25 score, or this share of the question's words, a business type of the index does
 * not answer it.
 */
export const MIN_SCORE = 1.5;
export const MIN_COVERAGE = 0.6;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const PERSON = /\b(person|human|someone|somebody|agent|representative|real people|staff)\b/i;
const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,]*$/i;

const dollars = (cents: unknown) => (typeof cents === 'number' ? formatCents(cents) : null);

type Row = Record<string, unknown>;

function quoteLine(q: Row): string {
  const what = [q.businessName, q.coverageType && String(q.coverageType).toUpperCase()]
    .filter(Boolean)
    .join(', ');
  const premium = dollars(q.lowestPremiumCents);
  return `- Quote ${String(q.quoteId)} (${what || 'no business yet'}): ${String(q.status)}${premium ? `, from ${premium} a year` : ''}`;
}

const TEXT = {
  en: {
    greeting:
      'Hello! Ask me about quotes, coverage, paying, certificates, claims or your account, or about your own quotes and policies. Choose "Talk to a person" at any time to reach our team.',
    person: 'Let me find a person on our team for you.',
    decision:
      'Only a person on our team can decide that, so I am asking one to help. Please stay on this page.',
    unknown:
      'I don’t know the answer to that, so I am asking a person on our team to help. Please stay on this page.',
    readMore: (title: string, link: string) => `Read more: ${title} (${link})`,
    businessType: (title: string) =>
      `Here is what our business type index says (${title}). If this does not answer your question, choose "Talk to a person".`,
  },
  es: {
    greeting:
      '¡Hola! Pregúnteme sobre cotizaciones, coberturas, pagos, certificados, reclamaciones o su cuenta, o sobre sus propias cotizaciones y pólizas. Elija "Hablar con una persona" en cualquier momento para hablar con nuestro equipo.',
    person: 'Voy a buscar a una persona de nuestro equipo.',
    decision:
      'Eso solo lo puede decidir una persona de nuestro equipo, así que le pido ayuda a una. Por favor, quédese en esta página.',
    unknown:
      'No sé la respuesta, así que le pido ayuda a una persona de nuestro equipo. Por favor, quédese en esta página.',
    readMore: (title: string, link: string) => `Más información: ${title} (${link})`,
    businessType: (title: string) =>
      `Esto dice nuestro índice de tipos de negocio (${title}). Si no responde a su pregunta, elija "Hablar con una persona".`,
  },
} as const;

const GREETING_ES =
  /^\s*(hola|buen(os|as) (dias|días|tardes|noches)|gracias|muchas gracias)\b[\s!.,¡]*$/i;
const PERSON_ES = /\b(hablar|comunicarme|conversar)\b.*\b(persona|humano|agente|alguien)\b/i;

/**
 * The assistant that ships: runs in process, answers from the help articles it ranks (quoting
 * the best sentences of the best article and linking it), looks up the asker's own quotes,
 * policies and referrals through the tools, and hands off to a person when neither answers the
 * question with enough confidence.
 */
export class BuiltinAssistant implements ChatAssistant {
  constructor(
    private readonly help: () => Promise<HelpIndex>,
    private readonly knowledge?: () => Promise<KnowledgeIndex>,
  ) {}

  async reply(
    conversation: AssistantMessage[],
    tools: AssistantToolbox,
    context: AssistantContext = {},
  ): Promise<AssistantReply> {
    const question = [...conversation].reverse().find((m) => m.role === 'user')?.content ?? '';
    const language: HelpLanguage = context.language ?? guessLanguage(question);
    const text = TEXT[language];
    if (GREETING.test(question) || GREETING_ES.test(question)) {
      return { kind: 'answer', text: text.greeting, sources: [] };
    }
    if (
      (/\b(talk|speak|chat)\b/i.test(question) && PERSON.test(question)) ||
      PERSON_ES.test(question)
    ) {
      return { kind: 'handoff', text: text.person };
    }
    if (personDecision(question)) return { kind: 'handoff', text: text.decision };
    const tool = this.toolFor(question);
    if (tool) return this.answerWithTool(tool.name, tool.args, tools);
    const found = (await this.help()).search(question, language, 3);
    if (confident(found.hits[0])) return this.answerFromArticle(found.hits[0], found.language);
    const type = await this.businessType(question);
    if (type) {
      return {
        kind: 'answer',
        text: text.businessType(type.document.title),
        sources: [{ title: type.document.title, text: type.document.text }],
      };
    }
    return { kind: 'handoff', text: text.unknown };
  }

  /** A business type of the index, when the question asks about one and it matches well. */
  private async businessType(question: string): Promise<RetrievalHit | undefined> {
    if (!this.knowledge) return undefined;
    const best = (await this.knowledge()).search(question, 1)[0];
    if (!best || !best.document.id.startsWith('business-type:')) return undefined;
    return best.score >= MIN_SCORE && best.coverage >= MIN_COVERAGE ? best : undefined;
  }

  private answerFromArticle(hit: HelpHit, language: HelpLanguage): AssistantReply {
    const link = helpLink(hit.slug);
    return {
      kind: 'answer',
      text: `${hit.quote}\n\n${TEXT[language].readMore(hit.title, link)}`,
      sources: [{ title: hit.title, text: hit.passage.text, link }],
    };
  }

  private toolFor(question: string): { name: string; args: unknown } | undefined {
    const q = question.toLowerCase();
    const mine = /\b(my|our|mine)\b/.test(q);

    const id = UUID.exec(q)?.[0];
    if (/\bquote/.test(q) && id) return { name: 'get_quote_status', args: { quoteId: id } };
    // Only questions about where the asker's own records stand; "how do I change my policy" is
    // for the articles.
    const lookup = /\b(status|list|show|see|which|where are|what are|do i have)\b/.test(q);
    if (/\breferral/.test(q) && (mine || lookup)) return { name: 'list_my_referrals', args: {} };
    if (/\bquote/.test(q) && lookup && (mine || /\bstatus\b/.test(q)))
      return { name: 'list_my_quotes', args: {} };
    if (/\bpolic(y|ies)\b/.test(q) && mine && lookup) return { name: 'list_my_policies', args: {} };
    return undefined;
  }

  private async answerWithTool(
    name: string,
    args: unknown,
    tools: AssistantToolbox,
  ): Promise<AssistantReply> {
    if (!tools.definitions.some((d) => d.name === name)) {
      const text =
        name === 'list_my_referrals'
          ? 'Referral statuses are for payroll partner reps: sign in to the payroll partner portal to ask about them.'
          : 'Sign in to ask about your quotes and policies: I can only show them to their owner.';
      return { kind: 'answer', text, sources: [] };
    }
    const result = JSON.parse(await tools.call(name, args)) as Row;
    if (typeof result.error === 'string') {
      return {
        kind: 'answer',
        text: `I cannot show that: ${result.error}`,
        sources: [],
      };
    }
    switch (name) {
      case 'get_quote_status': {
        return {
          kind: 'answer',
          text: `Your quote:\n${quoteLine(result)}`,
          sources: [],
        };
      }
      case 'list_my_quotes': {
        const quotes = (result.quotes as Row[]) ?? [];
        const text = quotes.length
          ? `Your quotes (${quotes.length} of ${String(result.total)}):\n${quotes.map(quoteLine).join('\n')}`
          : 'You have no quotes yet. Start one from the Quotation page.';
        return { kind: 'answer', text, sources: [] };
      }
      case 'list_my_policies': {
        const policies = (result.policies as Row[]) ?? [];
        const text = policies.length
          ? `Your policies:\n${policies
              .map(
                (p) =>
                  `- ${String(p.policyNumber)} with ${String(p.carrier)} (${String(p.businessName)}, ${String(p.coverageType).toUpperCase()}): ${String(p.status)}, ${String(p.effectiveDate)} to ${String(p.expirationDate)}`,
              )
              .join('\n')}`
          : 'You have no bound policies yet.';
        return { kind: 'answer', text, sources: [] };
      }
      default: {
        const referrals = (result.referrals as Row[]) ?? [];
        const text = referrals.length
          ? `Your company's referrals:\n${referrals
              .map(
                (r) =>
                  `- Referral ${String(r.referralNumber)}, ${String(r.businessName ?? 'a business')}: ${String(r.status)}`,
              )
              .join('\n')}`
          : 'There are no referrals from your company yet.';
        return { kind: 'answer', text, sources: [] };
      }
    }
  }
}
