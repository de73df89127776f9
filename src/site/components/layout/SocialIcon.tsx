import type { SocialNetwork } from '../../../domain/content/company.ts';

/** Simple line drawings of the four networks, drawn for this site (no icon font to download). */
const drawings: Record<SocialNetwork, React.ReactNode> = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9" width="3.4" height="11" />
      <circle cx="5.7" cy="5.6" r="2" />
      <path d="M10 9h3.2v1.6c.5-.9 1.7-1.9 3.5-1.9 3.4 0 3.9 2.2 3.9 5.1V20h-3.4v-5.4c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H10z" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" fill="#212529" />
    </g>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {drawings[network]}
    </svg>
  );
}
