import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeBrowser } from '../../src/domain/browser-name.ts';
import { messages } from '../../src/domain/messages.ts';

test('a session\'s browser in words, from the User-Agent it signed in with', () => {
  const cases: Array<[string, string]> = [
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['curl/8.11.0', 'curl/8.11.0'],
    ['', messages.sessions.unknownBrowser],
    ['   ', messages.sessions.unknownBrowser],
  ];
  for (const [userAgent, expected] of cases) assert.equal(describeBrowser(userAgent), expected, userAgent);
  assert.equal(describeBrowser('x'.repeat(500)), `${'x'.repeat(80)}…`, 'an unread one is cut short');
});
