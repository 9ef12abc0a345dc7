/** A thin woven band (tibeb motif) that closes the page hero. Decorative. */
export function TibebBand() {
  return (
    <svg aria-hidden="true" focusable="false" className="block h-3 w-full">
      <defs>
        <pattern id="tibeb-catering" width="24" height="12" patternUnits="userSpaceOnUse">
          <rect width="24" height="12" fill="var(--color-primary)" />
          <path d="M0 6 6 0l6 6-6 6Z" fill="var(--color-accent)" />
          <path d="m12 6 6-5 6 5-6 5Z" fill="none" stroke="var(--color-background)" strokeWidth="1.5" />
          <circle cx="6" cy="6" r="1.6" fill="var(--color-primary)" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#tibeb-catering)" />
    </svg>
  );
}
