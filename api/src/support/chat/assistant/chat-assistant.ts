import type { ChatMessageRole, ChatSource } from '@coverline/contracts';

/** A tool call the assistant asks for, in the function-calling shape of chat completion APIs. */
export interface AssistantToolCall {
  id: string;
  name: string;
  /** JSON text of the arguments. */
  arguments: string;
}

/** One message of the assistant's conversation. */
export interface AssistantMessage {
  role: ChatMessageRole;
  content: string;
  /** On assistant messages that ask for tools. */
  toolCalls?: AssistantToolCall[];
  /** On tool messages: the call they answer. */
  toolCallId?: string;
}

/** A tool the assistant may call, described as function-calling APIs expect. */
export interface AssistantToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

/**
 * The tools of one conversation, bound to the asker: every call runs with the asker's own
 * permissions, so the assistant can never read more than the asker could.
 */
export interface AssistantToolbox {
  definitions: AssistantToolDefinition[];
  /** Answers JSON text; a refused or failed call answers an `{ "error": ... }` object. */
  call(name: string, args: unknown): Promise<string>;
}

export type AssistantReply =
  | { kind: 'answer'; text: string; sources: ChatSource[] }
  /** The assistant cannot answer: a person takes over. */
  | { kind: 'handoff'; text: string };

/** What the assistant knows of the asker beyond the conversation. */
export interface AssistantContext {
  /** The asker's language; guessed from the question when unknown. */
  language?: 'en' | 'es' | null;
}

export interface ChatAssistant {
  /** Answers the last user message of the conversation. */
  reply(
    conversation: AssistantMessage[],
    tools: AssistantToolbox,
    context?: AssistantContext,
  ): Promise<AssistantReply>;
}

export const CHAT_ASSISTANT = Symbol('CHAT_ASSISTANT');

/** The words of the system message every assistant starts from. */
export const ASSISTANT_INSTRUCTIONS = [
  'You are the Coverline support assistant for small-business insurance (workers compensation,',
  "general liability, business owner's policy and cyber liability).",
  'Answer only from the help article passages and business types you are given, or from the',
  "tools, which show only what the asker may see. Never guess about someone's quote, policy or",
  'referral. When you answer from an article, end with its link exactly as given (/help/...).',
  'Answer in the language of the question.',
  'When you cannot answer, reply exactly HANDOFF and a person will take over.',
].join(' ');
