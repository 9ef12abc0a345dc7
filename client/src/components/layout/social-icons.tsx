// Simple outline marks drawn for the site; brand logos are not shipped. They are marks, not line
// icons, so they live here rather than in components/ui/icons.tsx.
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  className: 'size-5',
};

function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </svg>
  );
}

function TikTokIcon() {
  return (
    <svg {...common}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.8" />
    </svg>
  );
}

/** The restaurant's social pages, in the order every list shows them; the addresses come from the settings. */
export const SOCIAL_NETWORKS = [
  { id: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { id: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { id: 'tiktok', name: 'TikTok', Icon: TikTokIcon },
] as const;
