import type { ChatMessageView } from '@coverline/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CHAT_NS } from './namespace';

/** A help article's path, the only links an answer's source carries. */
const HELP_LINK = /^\/help\/[a-z0-9-]+$/;

interface Props {
  messages: readonly ChatMessageView[];
  /** Whose side "user" messages are on: "You" for the asker, the asker's label for staff. */
  userLabel?: string;
  labelledBy?: string;
  label?: string;
}

/**
 * A conversation as a live log. Every text is rendered as text: a message can never bring
 * markup into the page.
 */
export function ChatMessages({ messages, userLabel, labelledBy, label }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const end = useRef<HTMLDivElement>(null);
  const last = messages.length ? messages[messages.length - 1].seq : 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  const sender = (m: ChatMessageView) => {
    switch (m.senderType) {
      case 'user':
        return userLabel ?? t('sender.user');
      case 'bot':
        return t('sender.bot');
      case 'csr':
        return m.senderName ? t('sender.csr', { name: m.senderName }) : t('sender.csrUnknown');
      default:
        return t('sender.system');
    }
  };
  return (
    <div
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
    >
      <ol className="chat-log__list">
        {messages.map((m) => (
          <li
            key={m.seq}
            className={`chat-message chat-message--${m.senderType}`}
            data-seq={m.seq}
            data-event={m.event ?? undefined}
          >
            <span className="chat-message__sender">{sender(m)}</span>
            <p className="chat-message__body">{m.body}</p>
            {m.sources.length > 0 && (
              <div className="chat-message__sources">
                <p className="chat-message__sources-title">{t('sources')}</p>
                {m.sources.map((s) => (
                  <blockquote key={s.title} className="chat-source">
                    <p className="chat-source__title">
                      <cite>{s.title}</cite>
                    </p>
                    <p className="chat-source__text">{s.text}</p>
                    {s.link && HELP_LINK.test(s.link) && (
                      <p className="chat-source__link">
                        <Link to="/help/$slug" params={{ slug: s.link.slice('/help/'.length) }}>
                          {t('readArticle')}
                        </Link>
                      </p>
                    )}
                  </blockquote>
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
