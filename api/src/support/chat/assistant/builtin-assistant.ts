import type { ChatSource } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import type {
  AssistantMessage,
  AssistantReply,
  AssistantToolbox,
  ChatAssistant,
} from './chat-assistant';
import type { KnowledgeIndex, RetrievalHit } from './retrieval';

/** Below this BM25 score, or this share of the question's words, the texts do not answer it. */
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

/**
 * The assistant that ships: runs in process, answers from the published texts it ranks
 * (quoting them as its sources), looks up the asker's own quotes, policies and referrals through
 * the tools, and hands off to a person when neither answers the question.
 */
export class BuiltinAssistant implements ChatAssistant {
  constructor(private readonly knowledge: () => Promise<KnowledgeIndex>) {}

  async reply(conversation: AssistantMessage[], tools: AssistantToolbox): Promise<AssistantReply> {
    const question = [...conversation].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (GREETING.test(question)) {
      return {
        kind: 'answer',
        text: 'Hello! Ask me what a coverage includes, about a business type, or about your own quotes and policies. Choose "Talk to a person" at any time to reach our team.',
        sources: [],
      };
    }
    if (/\b(talk|speak|chat)\b/i.test(question) && PERSON.test(question)) {
      return { kind: 'handoff', text: 'Let me find a person on our team for you.' };
    }
    const tool = this.toolFor(question);
    if (tool) return this.answerWithTool(tool.name, tool.args, tools);
    const hits = (await this.knowledge()).search(question, 3);
    const best = hits[0];
    if (!best || best.score < MIN_SCORE || best.coverage < MIN_COVERAGE) {
      return {
        kind: 'handoff',
        text: 'I could not find that in our published coverage information, so I am asking a person on our team to help.',
      };
    }
    return this.answerFromTexts(best, hits);
  }

  private toolFor(question: string): { name: string; args: unknown } | undefined {
    const q = question.toLowerCase();
    const mine = /\b(my|our|mine)\b/.test(q);
    if (/\breferral/.test(q)) return { name: 'list_my_referrals', args: {} };
    const id = UUID.exec(q)?.[0];
    if (/\bquote/.test(q) && id) return { name: 'get_quote_status', args: { quoteId: id } };
    if (/\bquote/.test(q) && (mine || /\bstatus\b/.test(q)))
      return { name: 'list_my_quotes', args: {} };
    if (/\bpolic(y|ies)\b/.test(q) && mine) return { name: 'list_my_policies', args: {} };
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

  private answerFromTexts(best: RetrievalHit, hits: RetrievalHit[]): AssistantReply {
    const sources: ChatSource[] = [
      best,
      ...hits.slice(1).filter((h) => h.score >= best.score * 0.8),
    ]
      .slice(0, 2)
      .map((h) => ({ title: h.document.title, text: h.document.text }));
    return {
      kind: 'answer',
      text: `Here is what our published information says (${best.document.title}). If this does not answer your question, choose "Talk to a person".`,
      sources,
    };
  }
}
