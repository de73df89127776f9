/**
 * The login page's banners (docs/product.md#login): the admin's own screens hand their outcome's
 * text over in navigation state; a link names a banner by code only (`?error=session-ended`,
 * src/domain/login-banners.ts), so no text from an address is ever shown. Every banner clears
 * after 5 s.
 */
import { useCallback, useEffect, useState } from 'react';
import { limits } from '../../domain/limits.ts';
import { loginBannerText } from '../../domain/login-banners.ts';

export const BANNER_KINDS = ['success', 'error', 'message'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export interface Banner {
  kind: BannerKind;
  text: string;
}

/** Navigation state another screen hands to the login page, e.g. `{ success: '...' }`. */
export type BannerState = Partial<Record<BannerKind, string>>;

export function bannerFrom(state: unknown, search: string): Banner | null {
  const fromState = (state ?? {}) as BannerState;
  const query = new URLSearchParams(search);
  for (const kind of BANNER_KINDS) {
    const text = typeof fromState[kind] === 'string' ? fromState[kind] : loginBannerText(kind, query.get(kind) ?? '');
    if (text) return { kind, text: text.slice(0, 500) };
  }
  return null;
}

/** The same address without the banner values, so a reload does not show the banner again. */
export function withoutBannerParams(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const kind of BANNER_KINDS) query.delete(kind);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The banner shown now; each new banner restarts the 5-second clock. */
export function useBanner(initial: Banner | null): [Banner | null, (banner: Banner | null) => void] {
  const [banner, setBanner] = useState(initial);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), limits.bannerMs);
    return () => window.clearTimeout(timer);
  }, [banner]);
  const show = useCallback((next: Banner | null) => setBanner(next), []);
  return [banner, show];
}
