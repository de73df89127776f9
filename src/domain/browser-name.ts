import { messages } from './messages.ts';

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", and the iOS
// browsers name themselves by their own marks (CriOS, FxiOS, EdgiOS).
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

// A User-Agent no rule reads is shown as it came, this long at most.
const RAW_SHOWN = 80;

const firstMatch = (userAgent: string, rules: ReadonlyArray<readonly [RegExp, string]>) => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A session's browser in a person's words ("Chrome on Android"), read from the User-Agent it
 * signed in with; one it cannot read is shown as it came (cut short), none as "Unknown browser".
 */
export function describeBrowser(userAgent: string): string {
  const sent = userAgent.trim();
  if (!sent) return messages.sessions.unknownBrowser;
  const browser = firstMatch(sent, BROWSERS);
  const system = firstMatch(sent, SYSTEMS);
  if (browser && system) return messages.sessions.browserOn(browser, system);
  return browser ?? (sent.length > RAW_SHOWN ? `${sent.slice(0, RAW_SHOWN)}…` : sent);
}
