import { defineConfig } from '@playwright/test';

/**
 * Unit tests (`src/**\/*.test.ts`): rules and adapters in-process, with no
 * build, no database and no server, so they run in seconds. `npm test` runs
 * them first, then everything else (playwright.config.ts). A test that needs
 * PostgreSQL or a running server is a `*.spec.ts` instead.
 */
export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
});
