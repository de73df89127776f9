/**
 * The static limit the site is measured against: a minimal node:http server that serves one
 * HTML file from disk, as a plain static file server would. Run as its own process:
 *   node bench/static-baseline.ts <port> <file>
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

const [port, file] = [Number(process.argv[2]), process.argv[3]!];

http
  .createServer((_request, response) => {
    const { size } = statSync(file);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size });
    createReadStream(file).pipe(response);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
