import type { Coverage } from './coverages';

/** Line drawings on a 24 px grid; decorative beside the coverage name. */
const PATHS: Record<Coverage['key'], string[]> = {
  // A hard hat: people at work.
  wc: ['M3 18h18', 'M5 18v-2a7 7 0 0 1 14 0v2', 'M10 9.5V6h4v3.5'],
  // A shield with a check: claims from others.
  gl: ['M12 3l8 3v6c0 5-3.5 8.4-8 10-4.5-1.6-8-5-8-10V6z', 'M8.5 12l2.5 2.5 4.5-4.5'],
  // A storefront: premises and property.
  bop: ['M4 10v10h16V10', 'M3 10l2-6h14l2 6z', 'M10 20v-5h4v5'],
  // A padlock: data.
  cyber: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
};

export function CoverageIcon({ coverage }: { coverage: Coverage }) {
  return (
    <svg
      className="coverage-icon"
      viewBox="0 0 24 24"
      width="44"
      height="44"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[coverage.key].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
