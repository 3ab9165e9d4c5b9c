import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ChatMessageView, ChatServerFrame } from '@coverline/contracts';
import { PgNotifications } from '../../common/database/pg-notifications';
import { ChatRepository } from './chat.repository';

/** One open socket as the hub sees it. */
export interface ChatSubscriber {
  send(frame: ChatServerFrame): void;
}

export const CHAT_CHANNEL = 'chat_messages';

/**
 * Passes stored chat messages to the sockets of this instance. Nothing is sent from memory: a
 * message reaches sockets only through its announcement on the `chat_messages` channel, which
 * every instance hears when the storing transaction commits, and is then read from the table.
 * A socket following a request receives its messages; staff watching the console hear that a
 * request changed. When the notification connection drops, sockets are told to catch up.
 */
@Injectable()
export class ChatHub implements OnModuleInit {
  private readonly followers = new Map<string, Set<ChatSubscriber>>();
  private readonly watchers = new Set<ChatSubscriber>();
  private readonly all = new Set<ChatSubscriber>();

  constructor(
    @Inject(PgNotifications) private readonly notifications: PgNotifications,
    @Inject(ChatRepository) private readonly repo: ChatRepository,
  ) {}

  onModuleInit(): void {
    this.notifications.subscribe(CHAT_CHANNEL, {
      message: (payload) => void this.deliver(payload),
      reset: () => {
        for (const s of this.all) s.send({ type: 'resync' });
      },
    });
  }

  connect(s: ChatSubscriber): void {
    this.all.add(s);
  }

  disconnect(s: ChatSubscriber): void {
    this.all.delete(s);
    this.watchers.delete(s);
    for (const [id, set] of this.followers) {
      set.delete(s);
      if (set.size === 0) this.followers.delete(id);
    }
  }

  follow(s: ChatSubscriber, requestId: string): void {
    let set = this.followers.get(requestId);
    if (!set) {
      set = new Set();
      this.followers.set(requestId, set);
    }
    set.add(s);
  }

  watch(s: ChatSubscriber): void {
    this.watchers.add(s);
  }

  /** Sockets open on this instance (for health and the benchmark). */
  get size(): number {
    return this.all.size;
  }

  private async deliver(payload: string): Promise<void> {
    const [requestId, seqText] = payload.split(':');
    const seq = Number(seqText);
    if (!requestId || !Number.isInteger(seq)) return;
    const followers = this.followers.get(requestId);
    if (followers?.size) {
      let message: ChatMessageView | undefined;
      try {
        message = await this.repo.message(requestId, seq);
      } catch {
        message = undefined;
      }
      // Unreadable now: the followers catch up from their last number instead.
      const frame: ChatServerFrame = message ? { type: 'message', message } : { type: 'resync' };
      for (const s of followers) s.send(frame);
    }
    for (const s of this.watchers) s.send({ type: 'requests.changed', requestId });
  }
}
