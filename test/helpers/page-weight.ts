import { request } from 'node:http';

/**
 * What the first round trip of a new connection can carry: TCP's initial window of 10 segments
 * (RFC 6928), about 14 KB. A page whose compressed HTML fits paints without waiting for more.
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * The most script a public page may load as it opens, as transferred (brotli or gzip, response
 * headers included): what Lighthouse's bar counts (bench/lighthouse-runner.ts) and the browser test
 * public-script-weight.spec.ts holds on every route. It leaves the language work room under the
 * 80 KB the site once allowed.
 */
export const PUBLIC_SCRIPT_BYTES = 72 * 1024;

export interface SentPage {
  status: number;
  /** Body bytes as they travelled, still compressed. */
  bytes: number;
  encoding: string | undefined;
}

/** Fetches a page asking for gzip, as a browser does, and counts the body bytes as sent. */
export function sentPage(url: string, acceptEncoding = 'gzip'): Promise<SentPage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': acceptEncoding, accept: 'text/html' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, encoding: response.headers['content-encoding'] }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
