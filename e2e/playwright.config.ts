import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  // Generous waits: the suite must pass on a busy 2-core machine (load 20+), where a lazy page chunk
  // can take more than 10 s to arrive. Waits end as soon as the condition holds, so a quiet run is as fast.
  // One time-out for every journey: the longest take 80-140 s on a busy machine (a whole quote's life, a
  // team's), and a hang still ends at the step that waits (25 s) or here. Only the accessibility sweep of
  // every page asks for more.
  timeout: 300_000,
  expect: { timeout: 25_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.resolve(__dirname, '../reports/playwright.json') }]],
  outputDir: path.resolve(__dirname, '../reports/playwright-artifacts'),
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\./ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\./ },
  ],
});
