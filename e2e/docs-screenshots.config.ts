// Takes the screenshots in docs/screenshots (not part of the test suite):
//   node e2e/run.mjs --config docs-screenshots.config.ts
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  projects: [{ name: 'docs', use: { ...base.use, viewport: { width: 1280, height: 800 } } }],
});
