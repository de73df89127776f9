import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2e } from './test/e2e/fixtures/config.ts';

// One real server for the browser tests, on a fresh embedded database with demo content.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const accountsDataDir = process.env.E2E_ACCOUNTS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'site-e2e-accounts-'));
process.env.E2E_ACCOUNTS_DATA_DIR = accountsDataDir;

// SIGTERM, not Playwright's default SIGKILL: the server then stops its embedded PostgreSQL
// server too (that one runs in its own process group and would outlive a kill -9).
const gracefulShutdown = { signal: 'SIGTERM' as const, timeout: 15_000 };

const serverEnv = {
  HOST: '127.0.0.1',
  ADMIN_BASE: e2e.adminBase,
  ADMIN_EMAIL: e2e.admin.email,
  ADMIN_PASSWORD: e2e.admin.password,
  TRANSLATE_WIDGET_URL: '',
  SUBMISSION_LIMIT: '1000',
  // Mail is written to DATA_DIR/outbox, where the tests read it back.
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  // Visitor figures reach the database within a second: the Statistics test waits for them.
  STATS_FLUSH_SECONDS: '1',
};

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: e2e.baseUrl,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node src/server/main.server.ts',
      url: `${e2e.baseUrl}/healthz`,
      reuseExistingServer: false,
      gracefulShutdown,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(e2e.port), DATA_DIR: dataDir, PUBLIC_URL: e2e.baseUrl, DEMO_CONTENT: 'on' },
    },
    {
      // Only the account-change tests (admin-frame-account-changes.spec.ts) and the translation
      // widget's (translation-widget.spec.ts, which serves a stand-in for the widget's script) use this one.
      command: 'node src/server/main.server.ts',
      url: `${e2e.accounts.baseUrl}/healthz`,
      reuseExistingServer: false,
      gracefulShutdown,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(e2e.accounts.port),
        DATA_DIR: accountsDataDir,
        PUBLIC_URL: e2e.accounts.baseUrl,
        DEMO_CONTENT: 'off',
        TRANSLATE_WIDGET_URL: e2e.accounts.translateWidgetUrl,
      },
    },
  ],
});
