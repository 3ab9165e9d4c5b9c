import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  ChatAskerKind,
  ChatEvent,
  ChatLimits,
  ChatRequestStatus,
  ChatSenderType,
  ErrorCode,
  isValidEmail,
  Role,
  type ChatMessageView,
} from '@coverline/contracts';
import type { PersonCaller, UserPrincipal } from '../../common/auth/principal';
import { UsersDirectory } from '../../identity/users';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { JobsService } from '../../platform/jobs';
import { MailService, type ChatTranscriptLine } from '../../platform/mail';
import { QuoteLookupService } from '../../quoting/quotes';
import {
  CHAT_ASSISTANT,
  type AssistantMessage,
  type ChatAssistant,
} from './assistant/chat-assistant';
import { ChatTools } from './assistant/chat-tools';
import { ChatRepository, type ChatRequestRow, type TranscriptRow } from './chat.repository';
import { SYSTEM_TEXT, systemTextInSpanish, waitText } from './system-text';
import { PublicLinks } from '../../common/http/public-links';

export const HANDOFF_QUEUE = 'chat-handoff-timeout';

export interface HandoffJob {
  requestId: string;
}

/** Who acts in a chat: the verified caller (none for a visitor) and the key rate limits count. */
export interface ChatActor {
  caller: PersonCaller | undefined;
  /** user:<id>, rep:<id>, guest:<quote id> or ip:<address>. */
  senderKey: string;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const isStaff = (caller: PersonCaller | undefined): caller is UserPrincipal =>
  caller?.kind === 'user' && (caller.role === Role.Admin || caller.role === Role.Agent);

/**
 * The chat request lifecycle: start, the asker's messages and the assistant's answers, the
 * handoff to a person (requested, joined, or failed after the configured wait), staff replies,
 * and closing with an optional emailed transcript. Every message and event is a numbered row;
 * the sockets learn of them through the database's notifications (ChatHub).
 */
@Injectable()
export class ChatService implements OnModuleInit {
  private readonly logger = new Logger('Chat');

  constructor(
    @Inject(ChatRepository) private readonly repo: ChatRepository,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(CHAT_ASSISTANT) private readonly assistant: ChatAssistant,
    @Inject(ChatTools) private readonly tools: ChatTools,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(QuoteLookupService) private readonly quotes: QuoteLookupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PublicLinks) private readonly links: PublicLinks,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.register<HandoffJob>({
      name: HANDOFF_QUEUE,
      retryLimit: 5,
      retryDelaySeconds: 5,
      retryBackoff: true,
      work: true,
      handler: (job) => this.handoffTimedOut(job.requestId),
    });
  }

  /** Opens a request with the asker's first question; answers the key that reopens it. */
  async start(
    actor: ChatActor,
    text: string,
    quoteId: string | null,
    context: { page?: string | null; language?: 'en' | 'es' | null } = {},
  ): Promise<{ requestId: string; key: string }> {
    const body = await this.checkMessage(actor, text);
    const asker = {
      ...(await this.describeAsker(actor.caller, quoteId)),
      askerPage: context.page?.slice(0, ChatLimits.pageMaxLength) ?? null,
      askerLanguage: context.language ?? null,
    };
    const key = randomBytes(24).toString('base64url');
    const requestId = await this.repo.transaction(async (tx) => {
      const id = await this.repo.create(tx, { accessKeyHash: hashKey(key), ...asker });
      await this.repo.append(tx, id, {
        senderType: ChatSenderType.System,
        event: ChatEvent.Create,
        body: SYSTEM_TEXT.created,
      });
      await this.repo.append(tx, id, {
        senderType: ChatSenderType.User,
        senderName: asker.askerName,
        senderKey: actor.senderKey,
        body,
      });
      return id;
    });
    this.answerLater(requestId, actor.caller, asker.askerLanguage);
    return { requestId, key };
  }

  /** The request when the actor may follow it: its asker (key or same principal) or staff. */
  async access(actor: ChatActor, requestId: string, key: string | null): Promise<ChatRequestRow> {
    const request = await this.repo.find(requestId);
    if (!request) throw new DomainException(ErrorCode.ChatRequestNotFound);
    if (isStaff(actor.caller) || this.isAsker(actor.caller, request, key)) return request;
    throw new DomainException(ErrorCode.ChatNotYourRequest);
  }

  history(requestId: string, after: number): Promise<ChatMessageView[]> {
    return this.repo.messagesAfter(requestId, after, ChatLimits.historyPageMax);
  }

  /** An asker's message: the assistant answers while no person has been asked for. */
  async post(actor: ChatActor, requestId: string, key: string | null, text: string): Promise<void> {
    const body = await this.checkMessage(actor, text);
    const request = await this.repo.transaction(async (tx) => {
      const locked = await this.askerRequest(tx, actor, requestId, key);
      await this.repo.append(tx, requestId, {
        senderType: ChatSenderType.User,
        senderName: locked.asker_name,
        senderKey: actor.senderKey,
        body,
      });
      return locked;
    });
    if (request.status === ChatRequestStatus.Assistant) {
      this.answerLater(requestId, actor.caller, request.asker_language);
    }
  }

  /** "Talk to a person": possible while the assistant answers or after a failed handoff. */
  async requestHandoff(actor: ChatActor, requestId: string, key: string | null): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const request = await this.askerRequest(tx, actor, requestId, key);
      await this.handoff(tx, request);
    });
  }

  /**
   * Closes the asker's request; with an email, the transcript is mailed there. The transcript
   * goes only to an address the asker has proved is theirs: a signed-in user's confirmed account
   * email, or a rep's (reps sign in by mailed links). Any other address is refused (2735), so
   * the chat cannot be used to mail someone else text the asker typed.
   */
  async close(
    actor: ChatActor,
    requestId: string,
    key: string | null,
    transcriptEmail: string | null,
  ): Promise<void> {
    const wanted = transcriptEmail?.trim() || null;
    if (wanted && !isValidEmail(wanted))
      throw new DomainException(
        ErrorCode.ChatMalformedFrame,
        'Enter a valid email address for the transcript.',
      );
    let email: string | null = null;
    if (wanted) {
      const own = await this.confirmedEmailOf(actor.caller);
      if (!own || own.toLowerCase() !== wanted.toLowerCase()) {
        throw new DomainException(ErrorCode.TranscriptNeedsConfirmedEmail);
      }
      email = own;
    }
    await this.repo.transaction(async (tx) => {
      const request = await this.askerRequest(tx, actor, requestId, key);
      await this.closeLocked(tx, request, email);
    });
  }

  /** After a failed handoff: the asker leaves an email, and staff are told to answer there. */
  async leaveEmail(
    actor: ChatActor,
    requestId: string,
    key: string | null,
    email: string,
  ): Promise<void> {
    const address = email.trim();
    if (!isValidEmail(address))
      throw new DomainException(ErrorCode.ChatMalformedFrame, 'Enter a valid email address.');
    await this.repo.transaction(async (tx) => {
      const request = await this.askerRequest(tx, actor, requestId, key);
      if (request.status !== ChatRequestStatus.Unanswered) {
        throw new DomainException(
          ErrorCode.ChatHandoffNotAvailable,
          'An email is asked for only when nobody could join.',
        );
      }
      await this.repo.update(tx, requestId, { contact_email: address });
      await this.repo.append(tx, requestId, {
        senderType: ChatSenderType.System,
        body: SYSTEM_TEXT.emailLeft(address),
      });
      const lines = await this.transcript(requestId, tx, 'Asker');
      for (const { email: adminEmail } of await this.users.activeAdmins(tx)) {
        await this.mail.enqueue(tx, adminEmail, 'chat-unanswered', {
          contactEmail: address,
          asker: this.askerLabel(request),
          lines,
          consoleUrl: this.links.url('/dashboard/chat'),
        });
      }
    });
  }

  /** A staff member joins: the handoff succeeds when one was waiting. */
  async join(staff: PersonCaller | undefined, requestId: string): Promise<ChatRequestRow> {
    const member = this.requireStaff(staff);
    const name = (await this.repo.userName(member.userId))?.name ?? 'A team member';
    await this.repo.transaction(async (tx) => {
      const request = await this.repo.lock(tx, requestId);
      if (!request) throw new DomainException(ErrorCode.ChatRequestNotFound);
      if (request.status === ChatRequestStatus.Closed)
        throw new DomainException(ErrorCode.ChatRequestClosed);
      if (await this.repo.hasJoined(requestId, member.userId, tx)) return;
      await this.repo.append(tx, requestId, {
        senderType: ChatSenderType.System,
        event: ChatEvent.AgentJoin,
        senderUserId: member.userId,
        senderName: name,
        body: SYSTEM_TEXT.joined(name),
      });
      if (request.status !== ChatRequestStatus.WithStaff) {
        await this.repo.append(tx, requestId, {
          senderType: ChatSenderType.System,
          event: ChatEvent.HandoffSuccess,
          body: SYSTEM_TEXT.success,
        });
      }
      await this.repo.update(tx, requestId, {
        status: ChatRequestStatus.WithStaff,
        staff_user_id: member.userId,
        handoff_deadline: null,
      });
    });
    return (await this.repo.find(requestId))!;
  }

  async reply(staff: PersonCaller | undefined, requestId: string, text: string): Promise<void> {
    const member = this.requireStaff(staff);
    const body = await this.checkMessage(
      { caller: staff, senderKey: `user:${member.userId}` },
      text,
    );
    const name = (await this.repo.userName(member.userId))?.name ?? 'Coverline';
    await this.repo.transaction(async (tx) => {
      const request = await this.repo.lock(tx, requestId);
      if (!request) throw new DomainException(ErrorCode.ChatRequestNotFound);
      if (request.status === ChatRequestStatus.Closed)
        throw new DomainException(ErrorCode.ChatRequestClosed);
      if (!(await this.repo.hasJoined(requestId, member.userId, tx))) {
        throw new DomainException(ErrorCode.ChatNotJoined);
      }
      await this.repo.append(tx, requestId, {
        senderType: ChatSenderType.Csr,
        senderUserId: member.userId,
        senderName: name,
        senderKey: `user:${member.userId}`,
        body,
      });
    });
  }

  async staffClose(staff: PersonCaller | undefined, requestId: string): Promise<void> {
    this.requireStaff(staff);
    await this.repo.transaction(async (tx) => {
      const request = await this.repo.lock(tx, requestId);
      if (!request) throw new DomainException(ErrorCode.ChatRequestNotFound);
      await this.closeLocked(tx, request, null);
    });
  }

  /**
   * Closes requests nobody joined in time (unanswered): the ones named, or without names every
   * one, oldest first, up to the bulk limit. Named requests must all still be unanswered, or
   * nothing is closed (2875). Answers how many were closed and how many remain.
   */
  async closeAbandoned(
    staff: PersonCaller | undefined,
    ids: string[] | null,
  ): Promise<{ closed: number; remaining: number }> {
    this.requireStaff(staff);
    const closed = await this.repo.transaction(async (tx) => {
      const rows = await this.repo.lockUnanswered(tx, ids, ChatLimits.bulkCloseMax);
      if (ids && rows.length !== new Set(ids).size) {
        const known = await this.repo.statuses(tx, ids);
        if (known.length !== new Set(ids).size) {
          throw new DomainException(ErrorCode.ChatRequestNotFound);
        }
        throw new DomainException(ErrorCode.ChatRequestNotAbandoned);
      }
      for (const row of rows) await this.closeLocked(tx, row, null);
      return rows.length;
    });
    const { total } = await this.repo.list('abandoned', 0, 1);
    return { closed, remaining: total };
  }

  /**
   * The handoff job: nobody joined in time. Runs once per handoff whichever instance takes it;
   * a job that finds someone joined (or the chat closed) does nothing.
   */
  async handoffTimedOut(requestId: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const request = await this.repo.lock(tx, requestId);
      if (!request || request.status !== ChatRequestStatus.Waiting) return;
      const wait = await this.repo.handoffWait(tx, requestId);
      if (!wait) return;
      // Not yet (the job ran early): failing the attempt retries it a few seconds later.
      if (!wait.due) throw new Error('the handoff wait is not over yet');
      await this.repo.append(tx, requestId, {
        senderType: ChatSenderType.System,
        event: ChatEvent.HandoffFailure,
        body: SYSTEM_TEXT.handoffFailure(waitText(wait.seconds)),
      });
      await this.repo.update(tx, requestId, {
        status: ChatRequestStatus.Unanswered,
        handoff_deadline: null,
      });
    });
  }

  private async handoff(tx: EntityManager, request: ChatRequestRow, text?: string): Promise<void> {
    if (
      request.status !== ChatRequestStatus.Assistant &&
      request.status !== ChatRequestStatus.Unanswered
    ) {
      throw new DomainException(ErrorCode.ChatHandoffNotAvailable);
    }
    const seconds = this.config.chat.handoffTimeoutSeconds;
    if (text) {
      await this.repo.append(tx, request.id, { senderType: ChatSenderType.Bot, body: text });
    }
    await this.repo.append(tx, request.id, {
      senderType: ChatSenderType.System,
      event: ChatEvent.HandoffRequested,
      body: SYSTEM_TEXT.handoffRequested,
    });
    await this.repo.startHandoffWait(tx, request.id, seconds);
    await this.jobs.send<HandoffJob>(HANDOFF_QUEUE, { requestId: request.id }, tx, {
      startAfterSeconds: seconds,
    });
  }

  private async closeLocked(
    tx: EntityManager,
    request: ChatRequestRow,
    transcriptEmail: string | null,
  ) {
    if (request.status === ChatRequestStatus.Closed)
      throw new DomainException(ErrorCode.ChatRequestClosed);
    await this.repo.append(tx, request.id, {
      senderType: ChatSenderType.System,
      event: ChatEvent.Close,
      body: SYSTEM_TEXT.closed,
    });
    await this.repo.update(tx, request.id, {
      status: ChatRequestStatus.Closed,
      closed_at: new Date(),
      handoff_deadline: null,
      transcript_email: transcriptEmail,
    });
    if (transcriptEmail) {
      await this.mail.enqueue(tx, transcriptEmail, 'chat-transcript', {
        startedAt: request.created_at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        lines: await this.transcript(request.id, tx, 'You'),
      });
    }
  }

  /** Runs the assistant after the asker's message is stored; its answer is stored in turn. */
  private answerLater(
    requestId: string,
    caller: PersonCaller | undefined,
    language: 'en' | 'es' | null,
  ): void {
    void this.answer(requestId, caller, language).catch((err: unknown) => {
      this.logger.error(
        `assistant failed on a chat request: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  }

  /** The assistant's turn on a request: its answer, or the handoff it asks for. */
  async answer(
    requestId: string,
    caller: PersonCaller | undefined,
    language: 'en' | 'es' | null = null,
  ): Promise<void> {
    const messages = await this.repo.messagesAfter(requestId, 0, ChatLimits.historyPageMax);
    const conversation: AssistantMessage[] = messages
      .filter((m) => m.event === null && (m.senderType === 'user' || m.senderType === 'bot'))
      .map((m) => ({ role: m.senderType === 'user' ? 'user' : 'assistant', content: m.body }));
    const reply = await this.assistant.reply(conversation, this.tools.forAsker(caller), {
      language,
    });
    await this.repo.transaction(async (tx) => {
      const request = await this.repo.lock(tx, requestId);
      // A person was asked for (or the chat closed) while the assistant thought: it stays quiet.
      if (!request || request.status !== ChatRequestStatus.Assistant) return;
      if (reply.kind === 'handoff') {
        await this.handoff(tx, request, reply.text);
        return;
      }
      await this.repo.append(tx, requestId, {
        senderType: ChatSenderType.Bot,
        senderName: 'Coverline assistant',
        body: reply.text.slice(0, 4000),
        sources: reply.sources,
      });
    });
  }

  private async askerRequest(
    tx: EntityManager,
    actor: ChatActor,
    requestId: string,
    key: string | null,
  ): Promise<ChatRequestRow> {
    const request = await this.repo.lock(tx, requestId);
    if (!request) throw new DomainException(ErrorCode.ChatRequestNotFound);
    if (!this.isAsker(actor.caller, request, key))
      throw new DomainException(ErrorCode.ChatNotYourRequest);
    if (request.status === ChatRequestStatus.Closed)
      throw new DomainException(ErrorCode.ChatRequestClosed);
    return request;
  }

  private isAsker(
    caller: PersonCaller | undefined,
    request: ChatRequestRow,
    key: string | null,
  ): boolean {
    if (key) {
      const given = Buffer.from(hashKey(key));
      const stored = Buffer.from(request.access_key_hash);
      if (given.length === stored.length && timingSafeEqual(given, stored)) return true;
    }
    if (caller?.kind === 'user') return request.asker_user_id === caller.userId;
    if (caller?.kind === 'rep') return request.asker_rep_id === caller.repId;
    return false;
  }

  private requireStaff(caller: PersonCaller | undefined): UserPrincipal {
    if (!isStaff(caller)) throw new DomainException(ErrorCode.ChatStaffOnly);
    return caller;
  }

  /** Size and rate checks, before anything is stored. */
  private async checkMessage(actor: ChatActor, text: unknown): Promise<string> {
    if (typeof text !== 'string' || text.trim() === '') {
      throw new DomainException(ErrorCode.ChatMalformedFrame, 'Write a message first.');
    }
    if (text.length > ChatLimits.messageMaxLength)
      throw new DomainException(ErrorCode.ChatMessageTooLong);
    if ((await this.repo.recentCount(actor.senderKey)) >= this.config.chat.messagesPerMinute) {
      throw new DomainException(ErrorCode.ChatRateLimited);
    }
    return text.trim();
  }

  /** The address the asker has proved is theirs, or null (visitors, guests, unconfirmed accounts). */
  private async confirmedEmailOf(caller: PersonCaller | undefined): Promise<string | null> {
    if (!caller || caller.kind === 'guest') return null;
    if (caller.kind === 'rep') return (await this.repo.repName(caller.repId))?.email ?? null;
    return caller.emailVerified ? caller.email : null;
  }

  /** What staff may know of the asker: their kind, name and email when signed in, their quote. */
  private async describeAsker(caller: PersonCaller | undefined, quoteId: string | null) {
    const base = {
      askerUserId: null as string | null,
      askerRepId: null as string | null,
      askerQuoteId: null as string | null,
      askerName: null as string | null,
      askerEmail: null as string | null,
    };
    if (!caller) return { ...base, askerKind: ChatAskerKind.Visitor };
    if (caller.kind === 'guest') {
      return { ...base, askerKind: ChatAskerKind.Guest, askerQuoteId: caller.quoteId };
    }
    if (caller.kind === 'rep') {
      const rep = await this.repo.repName(caller.repId);
      return {
        ...base,
        askerKind: ChatAskerKind.Rep,
        askerRepId: caller.repId,
        askerName: rep?.name ?? null,
        askerEmail: rep?.email ?? null,
      };
    }
    const user = await this.repo.userName(caller.userId);
    // A quote is named to staff only when the asker may read it themself.
    let askerQuoteId: string | null = null;
    if (quoteId) {
      try {
        await this.quotes.read(caller, quoteId);
        askerQuoteId = quoteId;
      } catch {
        askerQuoteId = null;
      }
    }
    return {
      ...base,
      askerKind: caller.role as ChatAskerKind,
      askerUserId: caller.userId,
      askerQuoteId,
      askerName: user?.name ?? null,
      askerEmail: user?.email ?? caller.email,
    };
  }

  private askerLabel(r: ChatRequestRow): string {
    return [r.asker_kind, r.asker_name, r.asker_email].filter(Boolean).join(', ');
  }

  private async transcript(
    requestId: string,
    tx: EntityManager,
    askerLabel: string,
  ): Promise<ChatTranscriptLine[]> {
    const rows = await this.repo.transcript(tx, requestId);
    const who = (r: TranscriptRow) =>
      r.sender_type === 'user'
        ? askerLabel
        : r.sender_type === 'bot'
          ? 'Assistant'
          : r.sender_type === 'csr'
            ? (r.sender_name ?? 'Coverline')
            : 'Coverline';
    return rows.map((r) => {
      const spanish = r.sender_type === 'system' ? systemTextInSpanish(r.body) : null;
      return {
        who: who(r),
        at: r.created_at.toISOString().slice(11, 16),
        text: [r.body, ...(r.sources ?? []).map((s) => `(${s.title}) ${s.text}`)].join('\n'),
        ...(spanish ? { spanishText: spanish } : {}),
      };
    });
  }
}
