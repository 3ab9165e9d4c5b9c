/**
 * The support chat on every page: a button opens a panel where visitors, clients and partner reps
 * ask the assistant, ask for a person and end the chat. The open state and the current request
 * survive navigation and reloads (asker-chat-store); the socket reconnects and catches up by
 * itself (ChatConnection).
 */
import {
  ChatLimits,
  ChatRequestStatus,
  ERROR_CATALOGUE,
  Role,
  type ChatMessageView,
  type ChatServerFrame,
  type ErrorCode,
} from '@coverline/contracts';
import { useRouterState } from '@tanstack/react-router';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import {
  sessionForPath,
  subscribeSession,
  useSessionRole,
  userSession,
} from '../../../lib/session-store';
import { useSession } from '../../identity/auth/use-session';
import { askerChat, updateAskerChat, useAskerChat } from './asker-chat-store';
import {
  ChatConnection,
  chatSocketUrl,
  lastSeq,
  mergeMessages,
  type ConnectionState,
} from './chat-connection';
import { ChatMessages } from './ChatMessages';
import { statusFromMessages } from './chat-status';
import { CHAT_NS, loadChatTexts } from './namespace';
import './chat.css';

/**
 * Where a transcript may be emailed: the confirmed email of the signed-in user the chat speaks
 * for. Visitors, guests and accounts that have not confirmed their email get none (the API
 * refuses any other address), so the chat only offers it when it can be sent.
 */
function useTranscriptAddress(pathname: string): string | null {
  const session = useSession();
  if (sessionForPath(pathname)?.kind !== 'user' || session.status !== 'authenticated') return null;
  return session.user.emailVerified ? session.user.email : null;
}

/**
 * Who the chat speaks for, as a string that changes when they do: the page's session, except a
 * BOR applicant's, which it does not take. A user's, rep's or guest's session travels in its
 * cookie when the socket opens; an acting admin's token goes in the `auth` frame.
 */
function chatSubject(pathname: string): string {
  const session = sessionForPath(pathname);
  if (!session || session.kind === 'bor') return 'visitor';
  if ('token' in session) return `token:${session.token}`;
  if (session.kind === 'guest') return `guest:${session.exp}`;
  return session.kind === 'user' ? `user:${userSession()?.sub ?? ''}` : 'rep';
}

/** The cookie a socket opens with, by whose session it speaks for. */
function socketSession(subject: string): string {
  if (subject === 'rep') return '?session=rep';
  return subject.startsWith('guest:') ? '?session=guest' : '';
}

function quoteIdOnPage(pathname: string, search: Record<string, unknown>): string | null {
  const id = search.quoteId;
  return pathname === '/quotation' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)
    ? id
    : null;
}

/** The socket of the asker's chat, made again when the signed-in principal changes. */
function useAskerConnection(
  pathname: string,
  onFrame: (f: ChatServerFrame) => void,
  enabled: boolean,
) {
  const [connection, setConnection] = useState<ChatConnection>();
  const [state, setState] = useState<ConnectionState>('connecting');
  const subject = useSyncExternalStore(
    subscribeSession,
    () => chatSubject(pathname),
    () => 'visitor',
  );
  const frameHandler = useRef(onFrame);
  useLayoutEffect(() => {
    frameHandler.current = onFrame;
  });
  useEffect(() => {
    if (!enabled) return;
    const token = subject.startsWith('token:') ? subject.slice('token:'.length) : null;
    // The socket opens with the rep session's cookie on partner pages, a guest's on their quote,
    // else the user's.
    const url = `${chatSocketUrl()}${socketSession(subject)}`;
    const c = new ChatConnection(
      () => token,
      { onFrame: (f) => frameHandler.current(f), onState: setState },
      url,
    );
    // The connection is an external system: React learns of it once it exists.
    queueMicrotask(() => setConnection(c));
    return () => c.stop();
  }, [subject, enabled]);
  return { connection: enabled ? connection : undefined, state };
}

/**
 * The asker's conversation: kept while the panel is open or a chat is going on, so replies that
 * arrive with the panel closed are there (and announced on the button) when it opens.
 */
function useAskerSession(enabled: boolean) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const chat = useAskerChat();
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const messagesRef = useRef(messages);
  useLayoutEffect(() => {
    messagesRef.current = messages;
  });

  const onFrame = useCallback((f: ChatServerFrame) => {
    if (f.type === 'started') {
      updateAskerChat({ requestId: f.requestId, key: f.key, seenSeq: 0 });
      setMessages([]);
    } else if (f.type === 'message') {
      if (f.message.requestId !== askerChat().requestId) return;
      setMessages((current) => mergeMessages(current, [f.message]));
      setError(null);
    } else if (f.type === 'error') {
      const known = ERROR_CATALOGUE[f.code as ErrorCode];
      setError(f.message || known?.message || '');
      // A chat that cannot be followed any more (unknown, someone else's) is let go.
      if (f.ref === 'resume' && (f.code === 2501 || f.code === 2502)) {
        updateAskerChat({ requestId: null, key: null, seenSeq: 0 });
        setMessages([]);
      }
    }
  }, []);

  const { connection, state } = useAskerConnection(pathname, onFrame, enabled);

  useEffect(() => {
    if (!connection || !chat.requestId) return;
    connection.follow(chat.requestId, chat.key, () => lastSeq(messagesRef.current));
    const id = chat.requestId;
    return () => connection.unfollow(id);
  }, [connection, chat.requestId, chat.key]);

  return { messages, setMessages, error, setError, connection, state };
}

type AskerSession = ReturnType<typeof useAskerSession>;

function ChatPanelOpen({
  onClose,
  focusInput,
  session,
}: {
  onClose: () => void;
  focusInput: boolean;
  session: AskerSession;
}) {
  const { t, ready } = useTranslation(CHAT_NS);
  const language = useLanguage();
  const { pathname, search } = useRouterState({
    select: (s) => ({
      pathname: s.location.pathname,
      search: s.location.search as Record<string, unknown>,
    }),
  });
  const chat = useAskerChat();
  const { messages, setMessages, error, setError, connection, state } = session;
  const [text, setText] = useState('');
  const [ending, setEnding] = useState(false);
  const transcriptAddress = useTranscriptAddress(pathname);
  const [sendTranscript, setSendTranscript] = useState(true);
  const [contactEmail, setContactEmail] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const logId = useId();

  // What is shown with the panel open counts as seen.
  const shown = lastSeq(messages);
  useEffect(() => {
    if (shown > askerChat().seenSeq) updateAskerChat({ seenSeq: shown });
  }, [shown]);

  // Opened by the button: focus goes to the message field. Open since an earlier page: the new
  // page keeps its own focus.
  useEffect(() => {
    if (focusInput) input.current?.focus();
  }, [focusInput]);

  const status = chat.requestId ? statusFromMessages(messages) : null;
  const closed = status === ChatRequestStatus.Closed;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(t('errors.empty'));
      return;
    }
    if (!connection) return;
    if (chat.requestId && !closed) {
      connection.send({ type: 'message', requestId: chat.requestId, key: chat.key, text: value });
    } else {
      setMessages([]);
      connection.send({
        type: 'start',
        text: value,
        quoteId: quoteIdOnPage(pathname, search),
        // The path only: a page's search may hold a link's token.
        page: pathname.slice(0, 300),
        language,
      });
    }
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  const newChat = () => {
    updateAskerChat({ requestId: null, key: null, seenSeq: 0 });
    setMessages([]);
    setEnding(false);
    input.current?.focus();
  };

  if (!ready) return null;
  const left = ChatLimits.messageMaxLength - text.length;
  return (
    <section
      id="chat-panel"
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="chat-panel__header">
        <h2 id={titleId} className="chat-panel__title">
          {t('title')}
        </h2>
        <button
          type="button"
          className="chat-panel__close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <p className="chat-panel__status" role="status">
        {state !== 'open' ? t(`connection.${state}`) : status ? t(`status.${status}`) : t('intro')}
      </p>
      <h3 id={logId} className="visually-hidden">
        {t('messages')}
      </h3>
      <ChatMessages messages={messages} labelledBy={logId} />
      {error && (
        <p className="chat-panel__error" role="alert">
          {error}
        </p>
      )}
      {status === ChatRequestStatus.Unanswered && (
        <form
          className="chat-panel__row"
          onSubmit={(e) => {
            e.preventDefault();
            if (chat.requestId && contactEmail.trim()) {
              connection?.send({
                type: 'leaveEmail',
                requestId: chat.requestId,
                key: chat.key,
                email: contactEmail.trim(),
              });
              setContactEmail('');
            }
          }}
        >
          <label className="chat-panel__label" htmlFor="chat-contact-email">
            {t('leaveEmail')}
          </label>
          <input
            id="chat-contact-email"
            type="email"
            autoComplete="email"
            className="field__input"
            value={contactEmail}
            onChange={(e) => setContactEmail(e.target.value)}
            maxLength={254}
          />
          <button type="submit" className="button button--secondary">
            {t('leaveEmailSend')}
          </button>
        </form>
      )}
      {closed ? (
        <div className="chat-panel__actions">
          <button type="button" className="button button--primary" onClick={newChat}>
            {t('newChat')}
          </button>
        </div>
      ) : (
        <form className="chat-panel__form" onSubmit={submit}>
          <label className="chat-panel__label" htmlFor="chat-input">
            {t('input')}
          </label>
          <textarea
            id="chat-input"
            ref={input}
            className="field__input chat-panel__input"
            rows={2}
            maxLength={ChatLimits.messageMaxLength}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby="chat-input-count"
          />
          <div className="chat-panel__form-footer">
            <span id="chat-input-count" className="chat-panel__count">
              {t('charactersLeft', { count: left })}
            </span>
            <button type="submit" className="button button--primary">
              {t('send')}
            </button>
          </div>
        </form>
      )}
      {chat.requestId && !closed && !ending && (
        <div className="chat-panel__actions">
          {(status === ChatRequestStatus.Assistant || status === ChatRequestStatus.Unanswered) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                connection?.send({ type: 'handoff', requestId: chat.requestId!, key: chat.key })
              }
            >
              {t('talkToPerson')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEnding(true)}
          >
            {t('endChat')}
          </button>
        </div>
      )}
      {chat.requestId && !closed && ending && (
        <form
          className="chat-panel__row"
          onSubmit={(e) => {
            e.preventDefault();
            connection?.send({
              type: 'close',
              requestId: chat.requestId!,
              key: chat.key,
              transcriptEmail: transcriptAddress && sendTranscript ? transcriptAddress : null,
            });
            setEnding(false);
          }}
        >
          {transcriptAddress ? (
            <label className="chat-panel__label" htmlFor="chat-transcript">
              <input
                id="chat-transcript"
                type="checkbox"
                checked={sendTranscript}
                onChange={(e) => setSendTranscript(e.target.checked)}
              />{' '}
              {t('transcriptTo', { email: transcriptAddress })}
            </label>
          ) : (
            <p className="chat-panel__label">{t('transcriptSignedInOnly')}</p>
          )}
          <div className="chat-panel__actions">
            <button type="submit" className="button button--primary">
              {t('confirmEnd')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setEnding(false)}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * Whether the page is a staff one: the staff pages (under /dashboard), or any page while an admin
 * or agent is signed in. Staff answer chats in the support inbox; the launcher is not theirs.
 */
export function isStaffPage(pathname: string, role: Role | undefined): boolean {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return true;
  return role === Role.Admin || role === Role.Agent;
}

/**
 * The launcher and, when open, the panel, for visitors, clients and partner reps; none on staff
 * pages. Loaded after the page, in its own chunk.
 */
export default function ChatPanel() {
  const { t, ready } = useTranslation(CHAT_NS);
  const chat = useAskerChat();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const staff = isStaffPage(pathname, useSessionRole());
  const open = chat.open && !staff;
  const session = useAskerSession(!staff && (open || chat.requestId !== null));
  const launcher = useRef<HTMLButtonElement>(null);
  const [openedHere, setOpenedHere] = useState(false);
  useEffect(() => {
    void loadChatTexts();
  }, []);
  if (!ready || staff) return null;
  const unread =
    !open && session.messages.some((m) => m.seq > chat.seenSeq && m.senderType !== 'user');
  const close = () => {
    updateAskerChat({ open: false });
    launcher.current?.focus();
  };
  return (
    <div className="chat-dock">
      {open && <ChatPanelOpen onClose={close} focusInput={openedHere} session={session} />}
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        onClick={() => {
          setOpenedHere(!open);
          updateAskerChat({ open: !open });
        }}
      >
        <svg className="chat-launcher__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className="chat-launcher__label">{open ? t('launcherOpen') : t('launcher')}</span>
        {unread && (
          <span className="chat-launcher__badge">
            <span aria-hidden="true">●</span>{' '}
            <span className="chat-launcher__label">{t('unread')}</span>
          </span>
        )}
      </button>
    </div>
  );
}
