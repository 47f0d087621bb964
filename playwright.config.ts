import { defineConfig } from '@playwright/test';

/**
 * Everything that needs the real parts: procedures in-process on a real
 * PostgreSQL, the API over real HTTP against `npm start`-style servers, and
 * pages in Debian's chromium. Global setup builds the app and starts the
 * database and two server processes on it (see e2e/support/global-setup.ts).
 * Unit tests (`src/**\/*.test.ts`) have their own config without any of that:
 * playwright.unit.config.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['src/**/*.spec.ts', 'e2e/**/*.spec.ts'],
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  timeout: 60_000,
  // How long a web-first assertion keeps retrying before it fails: a budget, not a speed target (it returns as soon as
  // the page agrees), with room for a 2-core machine that is busy with other work.
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
