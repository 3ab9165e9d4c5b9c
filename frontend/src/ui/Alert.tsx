import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'warning' | 'error';

/** A message box. Errors and warnings interrupt screen readers; the rest are polite. */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: Tone;
  title?: string;
  children: ReactNode;
}) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`alert alert--${tone}`} role={urgent ? 'alert' : 'status'}>
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">{children}</div>
    </div>
  );
}
