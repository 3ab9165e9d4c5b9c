/**
 * /dashboard/chat: the requests not closed yet (or the ones nobody joined in time, or all),
 * newest activity first, each with the asker's question, the page they asked from, their quote
 * and how long they have waited for a person; and the chosen one's conversation. Staff read a
 * request before joining; joining tells the asker a person is there, and then replies go to them
 * at once. The requests nobody joined in time are closed together in one action. The list
 * refreshes when any request changes.
 */
import {
  ChatRequestStatus,
  type ChatMessageView,
  type ChatServerFrame,
} from '@coverline/contracts';
import {
  getGetChatRequestQueryKey,
  getListChatRequestsQueryKey,
  useCloseAbandonedChatRequests,
  useGetChatRequest,
  useListChatRequests,
} from '@coverline/contracts/generated/chat/chat';
import type { ChatRequestDto } from '@coverline/contracts/generated/model';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ChatConnection, lastSeq, mergeMessages } from './chat-connection';
import { ChatMessages } from './ChatMessages';
import { CHAT_NS } from './namespace';
import './chat.css';
import { formatStaffMoment } from '../../../lib/dates';

type ConsoleFilter = 'open' | 'abandoned' | 'all';

interface ConsoleSearch {
  requestId?: string;
  filter?: ConsoleFilter;
}

const PAGE_SIZE = 50;
const NO_MESSAGES: ChatMessageView[] = [];

/** Whole minutes, hours or days since a moment, for "Waiting 12 minutes". */
export function waitedFor(
  since: string,
  now: number,
): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 60 * 48) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (60 * 24)) };
}

/** The time now, again every minute: waiting times count up while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Waiting({ since, now }: { since: string; now: number }) {
  const { t } = useTranslation(CHAT_NS);
  const { unit, count } = waitedFor(since, now);
  return (
    <span className="chat-console__waiting">
      {t('console.waiting', { duration: t(`console.${unit}`, { count }) })}
    </span>
  );
}

function useConsoleConnection(onFrame: (f: ChatServerFrame) => void): ChatConnection | undefined {
  const [connection, setConnection] = useState<ChatConnection>();
  const handler = useRef(onFrame);
  useLayoutEffect(() => {
    handler.current = onFrame;
  });
  useEffect(() => {
    const c = new ChatConnection(() => null, { onFrame: (f) => handler.current(f) });
    c.watchRequests();
    // The connection is an external system: React learns of it once it exists.
    queueMicrotask(() => setConnection(c));
    return () => c.stop();
  }, []);
  return connection;
}

export function StaffChatPage() {
  const { t, ready } = useTranslation(CHAT_NS);
  useDocumentTitle(ready ? t('console.title') : '');
  const search = useSearch({ strict: false }) as ConsoleSearch;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filter = search.filter ?? 'open';
  const list = useListChatRequests({ filter, page: 1, pageSize: PAGE_SIZE });
  const selected = search.requestId;
  // Messages and the last error per request, so choosing another request starts clean.
  const [byRequest, setByRequest] = useState<Record<string, ChatMessageView[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const messages = (selected && byRequest[selected]) || NO_MESSAGES;
  const messagesRef = useRef(byRequest);
  const selectedRef = useRef(selected);
  useLayoutEffect(() => {
    messagesRef.current = byRequest;
    selectedRef.current = selected;
  });

  const connection = useConsoleConnection((f) => {
    if (f.type === 'requests.changed') {
      void queryClient.invalidateQueries({
        queryKey: getListChatRequestsQueryKey({ filter, page: 1, pageSize: PAGE_SIZE }),
      });
      if (f.requestId === selectedRef.current) {
        void queryClient.invalidateQueries({ queryKey: getGetChatRequestQueryKey(f.requestId) });
      }
    } else if (f.type === 'message') {
      const id = f.message.requestId;
      setByRequest((current) => ({
        ...current,
        [id]: mergeMessages(current[id] ?? [], [f.message]),
      }));
    } else if (f.type === 'error' && selectedRef.current) {
      const id = selectedRef.current;
      setErrors((current) => ({ ...current, [id]: f.message }));
    }
  });

  useEffect(() => {
    if (!connection || !selected) return;
    connection.follow(selected, null, () => lastSeq(messagesRef.current[selected] ?? []));
    return () => connection.unfollow(selected);
  }, [connection, selected]);

  const choose = (requestId: string | undefined) =>
    void navigate({
      to: '.',
      search: (prev: ConsoleSearch) => ({ ...prev, requestId }),
      replace: true,
    });

  const now = useNow();
  const closeAbandoned = useCloseAbandonedChatRequests();
  const [bulkError, setBulkError] = useState<string>();
  const abandonedTotal = filter === 'abandoned' ? (list.data?.total ?? 0) : 0;
  const onCloseAbandoned = async () => {
    if (!window.confirm(t('console.closeAbandonedConfirm', { count: abandonedTotal }))) return;
    setBulkError(undefined);
    try {
      const result = await closeAbandoned.mutateAsync({ data: {} });
      toast.success(t('console.closedAbandoned', { count: result.closed }));
      await queryClient.invalidateQueries({ queryKey: getListChatRequestsQueryKey() });
    } catch (failure) {
      setBulkError(formErrorMessage(failure));
    }
  };

  const items = list.data?.items ?? [];
  if (!ready) return null;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('console.title')}</h1>
        <p className="lead">{t('console.lead')}</p>
      </header>
      <div className="chat-console">
        <section className="card chat-console__list" aria-labelledby="chat-requests-title">
          <h2 id="chat-requests-title">{t('console.listTitle')}</h2>
          <label className="chat-panel__label" htmlFor="chat-filter">
            {t('console.filter')}
          </label>
          <select
            id="chat-filter"
            className="field__input"
            value={filter}
            onChange={(e) =>
              void navigate({
                to: '.',
                search: (prev: ConsoleSearch) => ({
                  ...prev,
                  filter: e.target.value as ConsoleFilter,
                }),
                replace: true,
              })
            }
          >
            <option value="open">{t('console.filterOpen')}</option>
            <option value="abandoned">{t('console.filterAbandoned')}</option>
            <option value="all">{t('console.filterAll')}</option>
          </select>
          {abandonedTotal > 0 && (
            <div className="chat-console__bulk">
              <p className="card__note">{t('console.closeAbandonedLead')}</p>
              <button
                type="button"
                className="button button--secondary"
                disabled={closeAbandoned.isPending}
                onClick={() => void onCloseAbandoned()}
              >
                {t('console.closeAbandoned', { count: abandonedTotal })}
              </button>
            </div>
          )}
          {bulkError && (
            <Alert tone="error" title={t('console.closeAbandonedFailed')}>
              <p>{bulkError}</p>
            </Alert>
          )}
          {list.error && (
            <Alert tone="error" title={t('console.loadFailed')}>
              <p>{errorMessage(list.error)}</p>
            </Alert>
          )}
          {list.isPending ? (
            <p>{t('console.loading')}</p>
          ) : items.length === 0 ? (
            <p>{t('console.none')}</p>
          ) : (
            <ul className="chat-console__requests">
              {items.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={`chat-console__request${r.id === selected ? ' is-selected' : ''}`}
                    aria-current={r.id === selected ? 'true' : undefined}
                    onClick={() => choose(r.id)}
                  >
                    <span className="chat-console__request-who">
                      {r.askerName ?? t(`console.kind.${r.askerKind}`)}
                    </span>
                    <span className={`chat-console__badge chat-console__badge--${r.status}`}>
                      {t(`console.status.${r.status}`)}
                    </span>
                    <span className="chat-console__question">
                      {r.firstQuestion ?? t('console.noQuestion')}
                    </span>
                    {(r.askerPage || r.askerQuoteId) && (
                      <span className="chat-console__context">
                        {[
                          r.askerPage && t('console.askedOn', { page: r.askerPage }),
                          r.askerQuoteId &&
                            t('console.openQuote', { id: r.askerQuoteId.slice(0, 8) }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    )}
                    {r.waitingSince && <Waiting since={r.waitingSince} now={now} />}
                    <span className="chat-console__time">
                      {t('console.updated', { when: formatStaffMoment(r.updatedAt) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected ? (
          <RequestPane
            key={selected}
            requestId={selected}
            messages={messages}
            error={errors[selected] ?? null}
            connection={connection}
          />
        ) : (
          <section className="card chat-console__pane" aria-label={t('console.select')}>
            <p>{t('console.select')}</p>
          </section>
        )}
      </div>
    </div>
  );
}

function AskerDetails({ request }: { request: ChatRequestDto }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <dl className="chat-console__asker">
      <dt>{t('console.question')}</dt>
      <dd>{request.firstQuestion ?? t('console.noQuestion')}</dd>
      {request.askerPage && (
        <>
          <dt>{t('console.page')}</dt>
          <dd>
            <code>{request.askerPage}</code>
          </dd>
        </>
      )}
      {request.askerLanguage && (
        <>
          <dt>{t('console.language')}</dt>
          <dd>{t(`console.languages.${request.askerLanguage}`)}</dd>
        </>
      )}
      <dt>{t('console.askerKind')}</dt>
      <dd>{t(`console.kind.${request.askerKind}`)}</dd>
      <dt>{t('console.askerName')}</dt>
      <dd>{request.askerName ?? t('console.notSignedIn')}</dd>
      {request.askerEmail && (
        <>
          <dt>{t('console.askerEmail')}</dt>
          <dd>{request.askerEmail}</dd>
        </>
      )}
      {request.askerQuoteId && (
        <>
          <dt>{t('console.askerQuote')}</dt>
          <dd>
            <Link to="/dashboard/quote/$id" params={{ id: request.askerQuoteId }}>
              {t('console.openQuote', { id: request.askerQuoteId.slice(0, 8) })}
            </Link>
          </dd>
        </>
      )}
      {request.contactEmail && (
        <>
          <dt>{t('console.contactEmail')}</dt>
          <dd>{request.contactEmail}</dd>
        </>
      )}
      {request.staffName && (
        <>
          <dt>{t('console.staff')}</dt>
          <dd>{request.staffName}</dd>
        </>
      )}
    </dl>
  );
}

function RequestPane({
  requestId,
  messages,
  error,
  connection,
}: {
  requestId: string;
  messages: ChatMessageView[];
  error: string | null;
  connection: ChatConnection | undefined;
}) {
  const { t } = useTranslation(CHAT_NS);
  const request = useGetChatRequest(requestId);
  const [reply, setReply] = useState('');
  const titleId = useId();
  const logId = useId();
  const data = request.data;
  const closed = data?.status === ChatRequestStatus.Closed;
  // Joined on this page; joining again after a reload is harmless (the API records it once).
  const [joined, setJoined] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text || !connection) return;
    connection.send({ type: 'staff.reply', requestId, text });
    setReply('');
  };

  return (
    <section className="card chat-console__pane" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {data ? (data.askerName ?? t(`console.kind.${data.askerKind}`)) : t('console.loading')}
      </h2>
      {request.error && (
        <Alert tone="error" title={t('console.loadFailed')}>
          <p>{errorMessage(request.error)}</p>
        </Alert>
      )}
      {data && (
        <>
          <p className="chat-panel__status">{t(`console.status.${data.status}`)}</p>
          <h3 className="chat-console__subtitle">{t('console.asker')}</h3>
          <AskerDetails request={data} />
        </>
      )}
      <h3 id={logId} className="chat-console__subtitle">
        {t('messages')}
      </h3>
      <ChatMessages
        messages={messages}
        labelledBy={logId}
        userLabel={data?.askerName ?? (data ? t(`console.kind.${data.askerKind}`) : undefined)}
      />
      {error && (
        <p className="chat-panel__error" role="alert">
          {error}
        </p>
      )}
      {data && !closed && (
        <div className="chat-console__controls">
          {!joined && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                connection?.follow(requestId, null, () => lastSeq(messages), true);
                setJoined(true);
              }}
            >
              {t('console.join')}
            </button>
          )}
          {joined && (
            <form className="chat-panel__form" onSubmit={send}>
              <label className="chat-panel__label" htmlFor="chat-reply">
                {t('console.reply')}
              </label>
              <textarea
                id="chat-reply"
                className="field__input chat-panel__input"
                rows={3}
                maxLength={2000}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
              <div className="chat-panel__form-footer">
                <button type="submit" className="button button--primary">
                  {t('console.sendReply')}
                </button>
              </div>
            </form>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => connection?.send({ type: 'staff.close', requestId })}
          >
            {t('console.closeRequest')}
          </button>
        </div>
      )}
    </section>
  );
}
