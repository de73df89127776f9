import { messages } from './messages.ts';

/**
 * The banners a link may ask the login page to show, by code: `?error=session-ended` shows the
 * product's own words for it. A link is anybody's to write (the admin path is no secret), so the
 * page never shows text taken from its address: an unknown code shows nothing. Screens of the
 * admin itself hand their banner text over in navigation state, which no other site can set.
 */
export const LOGIN_BANNERS = {
  success: {
    'email-changed': messages.verification.emailChanged,
    'password-changed': messages.verification.passwordChanged,
  },
  error: {
    'session-ended': messages.auth.sessionEnded,
    'verification-failed': messages.verification.failed,
    'invalid-link': messages.verification.invalidLink,
  },
  message: {
    'email-change-requested': messages.emailChange.requested,
  },
} as const satisfies Record<string, Record<string, string>>;

export type LoginBannerKind = keyof typeof LOGIN_BANNERS;

/** The words of a banner code of this kind, or null for a code the product does not have. */
export function loginBannerText(kind: LoginBannerKind, code: string): string | null {
  const texts: Readonly<Record<string, string>> = LOGIN_BANNERS[kind];
  return Object.hasOwn(texts, code) ? texts[code]! : null;
}
