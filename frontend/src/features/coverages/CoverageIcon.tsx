import type { Coverage } from './coverages';

const PATHS: Record<Coverage['key'], string> = {
  // A hard hat: people at work.
  wc: 'M4 17h16v2H4zM6 16a6 6 0 0 1 12 0zM11 6h2v5h-2z',
  // A shield: claims from others.
  gl: 'M12 3l7 3v5c0 4.4-3 8.3-7 10-4-1.7-7-5.6-7-10V6z',
  // A storefront: premises and property.
  bop: 'M4 10h16v10H4zM3 5h18l-1 5H4zM10 14h4v6h-4z',
  // A padlock: data.
  cyber: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3h-2V8a1.5 1.5 0 0 0-3 0v3z',
};

export function CoverageIcon({ coverage }: { coverage: Coverage }) {
  return (
    <svg className="coverage-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d={PATHS[coverage.key]} fill="currentColor" />
    </svg>
  );
}
