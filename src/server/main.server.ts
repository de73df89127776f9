/**
 * The server's entry (`npm start`). V8 sizes its young generation by the machine's memory and
 * lets it grow to tens of megabytes, which a small site never needs: loading the modules alone
 * left ~400 MB resident on a 24 GB machine, where a 1 GB server has no room for it. Keeping the
 * young generation at its starting size costs more frequent, tiny scavenges (measured in
 * docs/operations.md); the flag must be set before any other module is loaded, hence this file.
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--semi-space-growth-factor=1');
await import('./serve.server.ts');
