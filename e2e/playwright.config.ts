import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** End-to-end tests: Debian's Chromium against the built app on a fresh SQLite database and a real SMTP peer. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 2525);
export const MAIL_HTTP_PORT = MAIL_PORT + 1;
export const E2E_DATABASE = join(tmpdir(), `parlance-e2e-${E2E_PORT}.db`);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The same server under another origin: the simulator's test opens the app there, so that the assist frame (always
 * at `baseURL`'s origin) is on another origin than its parent.
 */
export const ALT_APP_URL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longest scenarios sign up, act as two users in two browsers and reload: twenty-odd page loads that take
  // 20-30 s on a busy two-core machine. Each step still fails on its own after the expect timeout.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node e2e/support/mail-catcher.mjs ${MAIL_PORT} ${MAIL_HTTP_PORT}`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `rm -f ${E2E_DATABASE} ${E2E_DATABASE}-wal ${E2E_DATABASE}-shm && node apps/server/dist/server.js`,
      url: `${baseURL}/management/health`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${E2E_DATABASE}`,
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        // The demo tenant's 30 days of conversations would slow the start and crowd the tests' own.
        DEMO_DATA: 'false',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
        FRAME_DIST: fileURLToPath(new URL('../apps/frame/dist', import.meta.url)),
        FRAME_URL: `${baseURL}/frame/`,
        FRAME_PARENT_ORIGINS: `${baseURL},${ALT_APP_URL}`,
        // The webhooks' test receives deliveries on a plain http server on loopback.
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});
