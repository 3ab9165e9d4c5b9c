/**
 * Support chat: the request lifecycle events, who sends a message, the roles of the assistant's
 * conversation, and the frames the web app and the API exchange over the chat socket.
 */

/** Lifecycle events of a chat request, stored with the request's messages in order. */
export const ChatEvent = {
  Create: 'request.create',
  Close: 'request.close',
  HandoffRequested: 'request.handoff.requested',
  HandoffSuccess: 'request.handoff.success',
  HandoffFailure: 'request.handoff.failure',
  AgentJoin: 'request.agent.join',
} as const;
export type ChatEvent = (typeof ChatEvent)[keyof typeof ChatEvent];
export const CHAT_EVENTS = Object.values(ChatEvent) as ChatEvent[];

/** Who wrote a message: the platform, the asker, a staff member (csr) or the assistant. */
export const ChatSenderType = {
  System: 'system',
  User: 'user',
  Csr: 'csr',
  Bot: 'bot',
} as const;
export type ChatSenderType = (typeof ChatSenderType)[keyof typeof ChatSenderType];
export const CHAT_SENDER_TYPES = Object.values(ChatSenderType) as ChatSenderType[];

/** Roles of the messages the assistant reads and writes. */
export const ChatMessageRole = {
  System: 'system',
  User: 'user',
  Assistant: 'assistant',
  Tool: 'tool',
} as const;
export type ChatMessageRole = (typeof ChatMessageRole)[keyof typeof ChatMessageRole];

/** Where a request stands. */
export const ChatRequestStatus = {
  /** The assistant answers. */
  Assistant: 'assistant',
  /** Waiting for a staff member to join. */
  Waiting: 'waiting',
  /** Nobody joined in time; the asker may leave an email. */
  Unanswered: 'unanswered',
  /** A staff member has joined. */
  WithStaff: 'with_staff',
  Closed: 'closed',
} as const;
export type ChatRequestStatus = (typeof ChatRequestStatus)[keyof typeof ChatRequestStatus];
export const CHAT_REQUEST_STATUSES = Object.values(ChatRequestStatus) as ChatRequestStatus[];

/** Who the asker is, as staff see it. */
export const ChatAskerKind = {
  Visitor: 'visitor',
  Guest: 'guest',
  Client: 'client',
  Agent: 'agent',
  Admin: 'admin',
  Rep: 'rep',
} as const;
export type ChatAskerKind = (typeof ChatAskerKind)[keyof typeof ChatAskerKind];
export const CHAT_ASKER_KINDS = Object.values(ChatAskerKind) as ChatAskerKind[];

export const ChatLimits = {
  /** Longest message anyone may send, in characters. */
  messageMaxLength: 2000,
  /** Largest socket frame answered with an error frame; beyond `socketMaxBytes` it is closed. */
  frameMaxBytes: 16 * 1024,
  socketMaxBytes: 1024 * 1024,
  /** Messages per principal per minute, unless configured otherwise. */
  messagesPerMinute: 20,
  /** Messages answered by one history call. */
  historyPageMax: 500,
  /** Requests one bulk close closes at most. */
  bulkCloseMax: 200,
  /** Longest page path a request remembers. */
  pageMaxLength: 300,
} as const;

/** A source the assistant quoted from: shown under its answer. */
export interface ChatSource {
  title: string;
  text: string;
  /** The help article quoted, as a path of the web app (`/help/<slug>`). */
  link?: string;
}

/** One message or event of a request, as both sides see it. */
export interface ChatMessageView {
  requestId: string;
  seq: number;
  senderType: ChatSenderType;
  /** A lifecycle event, or null for a plain message. */
  event: ChatEvent | null;
  /** The staff member's or asker's display name when there is one. */
  senderName: string | null;
  body: string;
  sources: ChatSource[];
  createdAt: string;
}

/** Frames the web app sends. */
export type ChatClientFrame =
  | { type: 'auth'; token: string | null }
  | {
      type: 'start';
      text: string;
      quoteId?: string | null;
      /** The page the asker was on, a path of the web app. */
      page?: string | null;
      /** The asker's language: the assistant answers from the articles in it. */
      language?: 'en' | 'es' | null;
    }
  | { type: 'resume'; requestId: string; key: string | null; after: number }
  | { type: 'message'; requestId: string; key?: string | null; text: string }
  | { type: 'handoff'; requestId: string; key?: string | null }
  | { type: 'close'; requestId: string; key?: string | null; transcriptEmail?: string | null }
  | { type: 'leaveEmail'; requestId: string; key?: string | null; email: string }
  | { type: 'staff.watch' }
  | { type: 'staff.join'; requestId: string; after: number }
  | { type: 'staff.reply'; requestId: string; text: string }
  | { type: 'staff.close'; requestId: string }
  | { type: 'ping' };

/** Frames the API sends. */
export type ChatServerFrame =
  | { type: 'ready'; principal: ChatAskerKind | 'staff' }
  | { type: 'started'; requestId: string; key: string }
  | { type: 'message'; message: ChatMessageView }
  | { type: 'requests.changed'; requestId: string }
  /** Messages may have been missed: ask again for everything after the last number seen. */
  | { type: 'resync' }
  | { type: 'error'; code: number; message: string; ref?: string }
  | { type: 'pong' };
