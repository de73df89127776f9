/**
 * The server's entry (`npm start`). V8 sizes its young generation by the machine's memory and
 * lets it grow to tens of megabytes, which a small site never needs: loading the modules alone
 * left ~400 MB resident on a 24 GB machine, where a 1 GB server has no room for it. So the young
 * generation keeps its starting size; the flag must be set before any other module is loaded,
 * hence this file. `npm start` starts it at 2 MB a semi-space (`--min-semi-space-size=2`, 4 MB in
 * all) rather than V8's 1 MB: at 1 MB, POST /api/contacts under load was scavenged 2500-3100
 * times in 10 s, each pause copying the same live requests again, and objects that live through
 * two pauses are promoted, so the old generation grew more too (after the load 185-189 MB against
 * 173-178 MB at 2 MB). 4 MB saved a little more CPU but held 4-6 MB more (bench/HISTORY.md).
 */
import v8 from 'node:v8';
import { handleEntryOptions } from './entry-options.server.ts';

handleEntryOptions(process.argv.slice(2));
v8.setFlagsFromString('--semi-space-growth-factor=1');
// React (and other libraries) pick their production build by NODE_ENV when first loaded; unset,
// pages were rendered by React's development build: a page rendered on every request (the 404
// page) answered about 2,300-2,500 requests/s, and 3,750-3,800 with the production build
// (10 connections, alternating runs). `npm run dev` sets 'development' for React's warnings.
process.env.NODE_ENV ??= 'production';
await import('./serve.server.ts');
