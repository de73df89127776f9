import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { bootstrapSubset } from './scripts/build/bootstrap-subset.ts';
import { precompress } from './scripts/build/precompress.ts';
import { rtlStylesheets } from './scripts/build/rtl-stylesheets.ts';

const ISLANDS_COMMON =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]domain[\\/](routes|media-url|i18n[\\/]catalogue[\\/]fill|(visitor|enquiry|application)-inputs|i18n[\\/]catalogue[\\/]en[\\/](enquiry|application)-form)\.ts$|[\\/]src[\\/]ui[\\/]modal-dialog\.ts$|[\\/]src[\\/]site[\\/]components[\\/]common[\\/](Dialog|SubmissionFields)\.tsx$/;

// With what wakes the islands (src/site/scripts/islands.ts: Astro's <astro-island> element and
// its directives), which the admin page loads too, and the localised paths the admin's
// translation screens share with the header: left to the automatic chunking, each became a
// file of its own, one more request on every page. The dialogs' Tab round (ui/focus-round.ts)
// too: the islands' dialog code uses it, and in their file it made the dialogs' own script
// (scripts/dialogs.ts) load all of React on pages with no island.
const PAGE_COMMON =
  /[\\/]src[\\/](domain|site[\\/]content)[\\/](limits|languages)\.ts$|[\\/]src[\\/]domain[\\/]i18n[\\/]localised-path\.ts$|[\\/]astro[\\/]dist[\\/]runtime[\\/](server[\\/]astro-island|client[\\/](idle|load|only|visible))\.js$|[\\/]src[\\/]site[\\/]scripts[\\/]island(s|-directives)\.ts$|[\\/]src[\\/]ui[\\/]focus-round\.ts$/;

// Astro renders the public pages (and the admin shell) and is mounted inside Fastify
// (src/server/http/astro-render.server.ts), which owns the HTTP server, the API and the guards.
export default defineConfig({
  srcDir: './src/site',
  publicDir: './public',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  // rtlStylesheets(): a mirrored copy of each stylesheet for right-to-left pages;
  // precompress(): .br and .gz copies of the client assets, served by @fastify/static.
  integrations: [react(), rtlStylesheets(), precompress()],
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
  vite: {
    plugins: [bootstrapSubset({ scan: ['src/site'] })],
    build: {
      rolldownOptions: {
        output: {
          // What the public islands share (React, routes, media URLs, the catalogue's hole
          // filler, the dialog, the forms' submission fields, their inputs and labels, which the
          // admin's inbox reads too) in one file instead of ten: each file is a
          // request whose response headers (about 1 KB with the security headers) outweighed the
          // code of the smaller ones. What the every-page header script shares with them (limits,
          // the language list) is one file of its own: left to the automatic chunking, limits.ts
          // joined the islands' file and every page loaded React. The product's messages are not
          // in it: only the resume upload and the staff page's sharing need them, and the enquiry
          // form's page was over its script budget carrying them.
          codeSplitting: {
            groups: [
              { name: 'page-common', test: PAGE_COMMON, priority: 1 },
              { name: 'islands-common', test: ISLANDS_COMMON },
            ],
          },
        },
      },
    },
  },
});
