import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deviceOf, isBotAgent, pageOf, referrerOf } from '../../src/server/stats/visitor-classes.server.ts';

describe('visitor classes', () => {
  it('counts a page by its English route template and language, and nothing else', () => {
    assert.deepEqual(pageOf('/ml/about'), { route: '/about', language: 'ml' });
    assert.deepEqual(pageOf('/'), { route: '/', language: 'en' });
    assert.deepEqual(pageOf('/ta'), { route: '/', language: 'ta' });
    assert.deepEqual(pageOf('/internship/apply'), { route: '/internship/apply', language: 'en' });
    assert.deepEqual(pageOf('/ar/staff/3f1c2a9e-1111-4222-8333-944455556666'), { route: '/staff/{id}', language: 'ar' });
    for (const other of ['/no-such-page', '/staff', '/staff/a/b', '/api/team', '/_astro/x.js', '/xx/about', '/about/']) assert.equal(pageOf(other), null, other);
  });

  it('tells phones, tablets and desktops apart', () => {
    assert.equal(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'), 'phone');
    assert.equal(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'), 'phone');
    assert.equal(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'), 'tablet');
    assert.equal(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'), 'tablet');
    assert.equal(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'), 'desktop');
    assert.equal(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15'), 'desktop');
  });

  it('takes crawlers, tools and a missing user agent for bots, and browsers for people', () => {
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.32', 'facebookexternalhit/1.1', undefined, '']) {
      assert.equal(isBotAgent(bot), true, String(bot));
    }
    assert.equal(isBotAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'), false);
  });

  it('names search engines and social networks, keeps another site as its host, and reads no referrer as direct', () => {
    assert.deepEqual(referrerOf('https://www.google.co.in/', 'nilavu.example'), { referrer: 'search:google' });
    assert.deepEqual(referrerOf('https://www.bing.com/search?q=x', undefined), { referrer: 'search:bing' });
    assert.deepEqual(referrerOf('https://duckduckgo.com/', undefined), { referrer: 'search:duckduckgo' });
    assert.deepEqual(referrerOf('https://l.facebook.com/l.php?u=x', undefined), { referrer: 'social:facebook' });
    assert.deepEqual(referrerOf('https://t.co/abc', undefined), { referrer: 'social:x' });
    assert.deepEqual(referrerOf('https://www.linkedin.com/feed/', undefined), { referrer: 'social:linkedin' });
    assert.deepEqual(referrerOf('https://www.news.example.org/a?b=c', undefined), { referrer: 'news.example.org' });
    // A host that only contains an engine's name is another site.
    assert.deepEqual(referrerOf('https://notgoogle.com.evil.example/', undefined), { referrer: 'notgoogle.com.evil.example' });
    for (const none of [undefined, '', 'not a url', 'android-app://com.google.android.gm/', `https://x.example/${'a'.repeat(3000)}`]) {
      assert.deepEqual(referrerOf(none, 'nilavu.example'), { referrer: 'direct' }, String(none).slice(0, 40));
    }
    assert.deepEqual(referrerOf('https://nilavu.example/ml/about?x=1', 'nilavu.example'), { self: '/ml/about' });
  });
});
