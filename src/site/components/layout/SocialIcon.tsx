import type { SocialNetwork } from '../../../domain/content/company.ts';

/**
 * Simple line drawings of the four networks, drawn for this site (no icon font to download).
 * They live in one file every page refers to, cached after the first page, rather than in each
 * page's HTML, whose first 14 KB they would otherwise take some 400 bytes of; drawn with
 * `currentColor`, they still take the colour of their link.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`/images/social-icons.svg#${network}`} />
    </svg>
  );
}
