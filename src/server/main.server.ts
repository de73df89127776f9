/**
 * The server's entry (`npm start`). V8 sizes its young generation by the machine's memory and
 * lets it grow to tens of megabytes, which a small site never needs: loading the modules alone
 * left ~400 MB resident on a 24 GB machine, where a 1 GB server has no room for it. So the young
 * generation keeps its starting size; the flag must be set before any other module is loaded,
 * hence this file. `npm start` starts it at 4 MB a semi-space (`--min-semi-space-size=4`, 8 MB in
 * all) rather than V8's 1 MB: under load the 1 MB one was scavenged a thousand times in 8 s, each
 * pause copying the same live requests again, and spent about 0.2 ms of CPU per submission;
 * 4 MB spends about 0.07 ms for 6 MB more (docs/operations.md).
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--semi-space-growth-factor=1');
await import('./serve.server.ts');
