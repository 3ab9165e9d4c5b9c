import { useEffect, useRef, useState } from 'react';
import { useSettingsT } from '../texts';

/**
 * An action that cannot be taken back asks first, in place: the button turns into the question
 * with Confirm and Cancel, and focus moves to Confirm so keyboard users answer it directly.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  question,
  confirmLabel,
  busy,
  onConfirm,
  className = 'button button--secondary',
}: {
  label: string;
  /** A fuller name for the first button when its label alone is ambiguous in a list. */
  ariaLabel?: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  className?: string;
}) {
  const t = useSettingsT();
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
        className={className}
        disabled={busy}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm__question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() => {
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
