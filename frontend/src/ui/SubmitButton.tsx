import type { ReactNode } from 'react';

/** The form's primary action, disabled while the form is being sent. */
export function SubmitButton({
  sending,
  sendingLabel,
  children,
}: {
  sending: boolean;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={sending}>
      {sending ? sendingLabel : children}
    </button>
  );
}
