export type ProgressPhase = 'idle' | 'running' | 'finishing';

/** A thin bar across the top of the page; it fills while running and fades out when finishing. */
export function ProgressBar({ phase, label }: { phase: ProgressPhase; label: string }) {
  if (phase === 'idle') return null;
  return (
    <div
      className={`progress progress--${phase}`}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
    >
      <div className="progress__bar" />
    </div>
  );
}
