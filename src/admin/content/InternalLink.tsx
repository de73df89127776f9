import type { ReactNode } from 'react';
import { navigate } from '../navigation.tsx';

/** A link to another admin screen: followed in the app (the leave guard asks first), opened elsewhere as any link. */
export function InternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
