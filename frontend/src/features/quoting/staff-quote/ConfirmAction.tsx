/** A button that asks before it acts: sending mail or resetting a checkout is not undone. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { STAFF_QUOTE_NS } from './namespace';

export function ConfirmAction({
  label,
  question,
  confirmLabel,
  busy,
  disabled = false,
  describedBy,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  disabled?: boolean;
  describedBy?: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) triggerRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={triggerRef}
        type="button"
        className="button button--secondary"
        disabled={busy || disabled}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        {busy ? t('actions.working') : label}
      </button>
    );
  }
  return (
    <span className="staff-confirm" role="group" aria-label={question}>
      <span className="staff-confirm__question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className="button button--primary"
        onClick={() => {
          returnFocus.current = true;
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          returnFocus.current = true;
          setAsking(false);
        }}
      >
        {t('actions.cancel')}
      </button>
    </span>
  );
}
