import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AnsweredPage, MAX_HOSTS_PER_DAY, VisitorCounter } from '../../src/server/stats/visitor-counter.server.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const page = (overrides: Partial<AnsweredPage> = {}, headers: Record<string, string> = {}): AnsweredPage => ({
  method: 'GET',
  path: '/about',
  status: 200,
  headers: { 'user-agent': BROWSER, ...headers },
  address: '198.51.100.9',
  host: 'nilavu.example',
  signedIn: false,
  ...overrides,
});

const taken = (counter: VisitorCounter) => {
  const pending = counter.take();
  const figures = [...(pending?.figures.values() ?? [])];
  return { figures, views: figures.reduce((sum, figure) => sum + figure.views, 0), visitors: [...(pending?.visitors.values() ?? [])].reduce((a, b) => a + b, 0) };
};

describe('visitor counter', () => {
  it("counts a visitor's 304 only when the page was not seen by them within the hour", () => {
    const counter = new VisitorCounter(true);
    counter.view(page());
    counter.view(page({ status: 304 }));
    counter.view(page({ status: 304, address: '198.51.100.10' }));
    counter.view(page({ status: 404 }));
    counter.view(page({ status: 200, path: '/no-such-page' }));
    const { views, visitors } = taken(counter);
    assert.equal(views, 2, 'the first view and another visitor’s first 304');
    assert.equal(visitors, 2);
  });

  it('folds referring hosts beyond the day’s bound into other', () => {
    const counter = new VisitorCounter(true);
    for (let i = 0; i < MAX_HOSTS_PER_DAY + 50; i++) counter.view(page({}, { referer: `https://site-${i}.example/` }));
    const { figures } = taken(counter);
    assert.equal(figures.length, MAX_HOSTS_PER_DAY + 1);
    assert.equal(figures.find((figure) => figure.referrer === 'other')?.views, 50);
  });

  it('counts nothing when switched off, and gives back what could not be stored', () => {
    const off = new VisitorCounter(false);
    off.view(page());
    off.conversion('enquiry', '/ml/contact', 'ml', '/contact');
    assert.equal(off.take(), null);

    const counter = new VisitorCounter(true);
    counter.view(page());
    counter.conversion('enquiry', '/ml/contact', 'ml', '/contact');
    const pending = counter.take()!;
    assert.equal(counter.take(), null);
    counter.putBack(pending);
    counter.view(page());
    const { figures, views } = taken(counter);
    assert.equal(views, 2);
    assert.deepEqual(
      figures.filter((figure) => figure.enquiries > 0).map(({ route, language, enquiries }) => ({ route, language, enquiries })),
      [{ route: '/contact', language: 'ml', enquiries: 1 }],
    );
  });
});
