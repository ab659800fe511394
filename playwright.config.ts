import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/ensure-chromium.mjs'

const port = Number(process.env.E2E_PORT || 3100)
const results = process.env.TEST_RESULTS_DIR || 'test-results'

/** Browser tests that change a site-wide setting: they run after all the others. */
const SITE_WIDE_SETTINGS = ['**/double-opt-in.e2e.spec.ts']

// `npm test` builds once (into .next-e2e, against a throw-away database) and sets the environment
// this server needs; run browser tests through it rather than directly.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // Signs the owner in once, by e-mailed link, for the tests that act as her.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry: on 2 shared cores a page can stall past a budget while the other worker builds a
  // heavy page. A test that fails twice fails the run; one that passes only on its retry is named
  // in `npm test`'s summary as flaky, so it is seen and fixed, not hidden.
  retries: 1,
  // On a 2-core machine with two workers, an admin page opened in a fresh browser (no cached
  // scripts) takes 3-7 s to render, and CI's machine is a third slower than this one (the slowest
  // test took 47 s here): the budgets leave room for that, not for a hung page.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Playwright empties its output folder at start: keep it apart from the other runners' reports.
  outputDir: `${results}/e2e`,
  reporter: [['list'], ['json', { outputFile: `${results}/e2e.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test CPU (DOM snapshots, screencast): only a retry records one.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SITE_WIDE_SETTINGS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
      },
    },
    {
      // A switch that changes what every sign-up does (double opt-in) is turned on only once no
      // other test runs, so none of them meets a site they did not expect.
      name: 'site-wide settings',
      testMatch: SITE_WIDE_SETTINGS,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    command: `node server/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    // A hard kill would leave connections (and, with an owned database, a stale postmaster.pid).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
