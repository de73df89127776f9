import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { bootstrapSubset } from './scripts/build/bootstrap-subset.ts';
import { precompress } from './scripts/build/precompress.ts';

// Astro renders the public pages (and the admin shell) and is mounted inside Fastify
// (src/server/http/astro-render.server.ts), which owns the HTTP server, the API and the guards.
export default defineConfig({
  srcDir: './src/site',
  publicDir: './public',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  // precompress(): .br and .gz copies of the client assets, served by @fastify/static.
  integrations: [react(), precompress()],
  compressHTML: true,
  // A stylesheet over 4 KB becomes one hashed, long-cached file; a public page inlines only what
  // its first screen needs and loads that file without blocking its first paint
  // (src/site/middleware.ts). Smaller ones stay inline.
  build: { inlineStylesheets: 'auto' },
  server: { port: 3000 },
  devToolbar: { enabled: false },
  // Astro hashes the inline scripts it emits and reports them in a content-security-policy
  // header; the server completes that policy (src/server/http/security-headers.server.ts).
  security: { csp: true },
  // The public pages import bootstrap.css; only the rules whose classes the site uses ship.
  vite: { plugins: [bootstrapSubset({ scan: ['src/site'] })] },
});
