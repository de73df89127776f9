/**
 * The first response of every public page, as a visitor on a new connection gets it: the HTML's
 * bytes raw, with gzip and with brotli (the server's own compression, demo content), against
 * the 14 KB that the first round trip carries.
 */
import { publicPageRoutes, routes } from '../src/domain/routes.ts';
import { inBenchLanguages } from './bench-languages.ts';
import { FIRST_ROUND_TRIP_BYTES, sentPage } from '../test/helpers/page-weight.ts';
import { removeDataDir, startServer } from '../test/resilience/support/server-process.ts';
import { freePort } from './lighthouse-runner.ts';
import { printTable } from './table.ts';

export interface PageWeight {
  route: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export { FIRST_ROUND_TRIP_BYTES };

/** Every public route and one staff page, in English, Malayalam and Arabic, on a server of its own. */
export async function measurePageWeights(): Promise<PageWeight[]> {
  const site = await startServer({ port: await freePort(), env: { DEMO_CONTENT: 'on', LOG_LEVEL: 'error' } });
  try {
    const team = (await (await fetch(`${site.url}/api/team`)).json()) as { id: string }[];
    const paths = inBenchLanguages([...publicPageRoutes, ...(team[0] ? [routes.staffDetail(team[0].id)] : [])]);
    const weights: PageWeight[] = [];
    for (const route of paths) {
      const url = `${site.url}${route}`;
      const [raw, gzip, brotli] = [await sentPage(url, 'identity'), await sentPage(url, 'gzip'), await sentPage(url, 'br')];
      weights.push({ route, rawBytes: raw.bytes, gzipBytes: gzip.bytes, brotliBytes: brotli.bytes });
    }
    return weights;
  } finally {
    await site.stop();
    removeDataDir(site.dataDir);
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printPageWeights(weights: PageWeight[]): void {
  printTable(
    ['route', 'HTML KB', 'gzip KB', 'brotli KB'],
    weights.map((weight) => [weight.route, kb(weight.rawBytes), kb(weight.gzipBytes), kb(weight.brotliBytes)]),
  );
}
