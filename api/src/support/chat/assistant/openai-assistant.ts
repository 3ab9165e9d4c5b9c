import type { ChatSource } from '@coverline/contracts';
import {
  ASSISTANT_INSTRUCTIONS,
  type AssistantContext,
  type AssistantMessage,
  type AssistantReply,
  type AssistantToolbox,
  type ChatAssistant,
} from './chat-assistant';
import { confident, guessLanguage, helpLink, type HelpIndex } from '../../help';
import { personDecision } from './person-decisions';

export interface OpenAiAssistantOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Tool rounds before the model must answer. */
const MAX_TOOL_ROUNDS = 4;
const HANDOFF = 'HANDOFF';

interface WireMessage {
  role: string;
  content: string | null;
  tool_calls?: Array<{
    id: string;
    type: 'function';
    function: { name: string; arguments: string };
  }>;
  tool_call_id?: string;
}

interface Completion {
  choices?: Array<{ message?: WireMessage }>;
}

const toWire = (m: AssistantMessage): WireMessage => ({
  role: m.role,
  content: m.content,
  ...(m.toolCalls?.length
    ? {
        tool_calls: m.toolCalls.map((c) => ({
          id: c.id,
          type: 'function' as const,
          function: { name: c.name, arguments: c.arguments },
        })),
      }
    : {}),
  ...(m.toolCallId ? { tool_call_id: m.toolCallId } : {}),
});

/**
 * An assistant behind any OpenAI-compatible chat completions endpoint, with the same tools in
 * the function-calling format. It is grounded on the same help search as the built-in one: the
 * best passages of the best articles go along as a system message with their links, the model
 * must end with the link it used, and the best article is shown as the answer's source.
 */
export class OpenAiCompatibleAssistant implements ChatAssistant {
  constructor(
    private readonly options: OpenAiAssistantOptions,
    private readonly help: () => Promise<HelpIndex>,
  ) {}

  async reply(
    conversation: AssistantMessage[],
    tools: AssistantToolbox,
    asker: AssistantContext = {},
  ): Promise<AssistantReply> {
    const question = [...conversation].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (personDecision(question)) {
      return {
        kind: 'handoff',
        text: 'Only a person on our team can decide that, so I am asking one to help.',
      };
    }
    const language = asker.language ?? guessLanguage(question);
    const hits = (await this.help()).search(question, language, 3).hits;
    const sources: ChatSource[] = hits.map((h) => ({
      title: h.title,
      text: h.passage.text,
      link: helpLink(h.slug),
    }));
    const context = sources.length
      ? `Help article passages that may answer the question (cite the link you use):\n\n${sources.map((s) => `## ${s.title} (${s.link})\n${s.text}`).join('\n\n')}`
      : 'No help article matches the question.';
    const messages: AssistantMessage[] = [
      { role: 'system', content: ASSISTANT_INSTRUCTIONS },
      { role: 'system', content: context },
      ...conversation.filter((m) => m.role !== 'system'),
    ];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      let answer: WireMessage | undefined;
      try {
        answer = await this.complete(messages, tools, round < MAX_TOOL_ROUNDS);
      } catch {
        return {
          kind: 'handoff',
          text: 'The assistant is not available right now, so I am asking a person on our team to help.',
        };
      }
      const calls = answer?.tool_calls ?? [];
      if (calls.length === 0) {
        const text = (answer?.content ?? '').trim();
        if (!text || text.startsWith(HANDOFF)) {
          return {
            kind: 'handoff',
            text: 'I cannot answer that myself, so I am asking a person on our team to help.',
          };
        }
        // The article the answer links (else the best one) is shown as its source, unless the
        // answer came from the tools.
        if (round > 0) return { kind: 'answer', text, sources: [] };
        const cited = sources.find((s) => s.link && text.includes(s.link));
        if (cited) return { kind: 'answer', text, sources: [cited] };
        if (!confident(hits[0])) return { kind: 'answer', text, sources: [] };
        return {
          kind: 'answer',
          text: `${text}\n\n${sources[0].link}`,
          sources: sources.slice(0, 1),
        };
      }
      messages.push({
        role: 'assistant',
        content: answer?.content ?? '',
        toolCalls: calls.map((c) => ({
          id: c.id,
          name: c.function.name,
          arguments: c.function.arguments,
        })),
      });
      for (const call of calls) {
        let args: unknown;
        try {
          args = JSON.parse(call.function.arguments || '{}');
        } catch {
          args = null;
        }
        messages.push({
          role: 'tool',
          toolCallId: call.id,
          content: await tools.call(call.function.name, args),
        });
      }
    }
    return {
      kind: 'handoff',
      text: 'I cannot answer that myself, so I am asking a person on our team to help.',
    };
  }

  private async complete(
    messages: AssistantMessage[],
    tools: AssistantToolbox,
    allowTools: boolean,
  ): Promise<WireMessage | undefined> {
    const body = {
      model: this.options.model,
      messages: messages.map(toWire),
      ...(allowTools && tools.definitions.length
        ? {
            tools: tools.definitions.map((d) => ({
              type: 'function',
              function: { name: d.name, description: d.description, parameters: d.parameters },
            })),
          }
        : {}),
    };
    const res = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!res.ok) throw new Error(`chat completions answered ${res.status}`);
    const completion = (await res.json()) as Completion;
    return completion.choices?.[0]?.message;
  }
}
