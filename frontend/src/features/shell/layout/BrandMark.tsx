/** The Coverline shield; decorative beside the product name. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M16 6l9 3.5v6.2c0 5.6-3.8 9.6-9 11.3-5.2-1.7-9-5.7-9-11.3V9.5z" fill="#fff" />
      <path
        d="M12 16.2l3 3 5.5-6"
        fill="none"
        stroke="#0b7a75"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
