/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeChunkGroups } from './build/route-chunks.ts';
import { workspaceSources } from './build/workspace-sources.ts';

// The dev and preview servers forward /api to the API; in production the API serves this build on
// the same origin, so the client always uses the relative path '/api'.
const apiProxy = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
    changeOrigin: true,
  },
};

/**
 * The installable app: a Dutch web manifest and a service worker (src/sw.ts, workbox precaching) that
 * keeps the built shell so every route opens offline. Registration and the update prompt live in
 * src/offline/service-worker.ts.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Offerteflow',
    short_name: 'Offerteflow',
    description: 'Maak, beheer en verstuur professionele offertes, ook zonder internetverbinding.',
    lang: 'nl',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#1e40af',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), ...(process.env.VITEST ? [] : [pwa])],
  // Bundle the workspace packages from their sources so unused schemas and rules are left out.
  resolve: { alias: workspaceSources },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // No source maps in the public build: the API would otherwise serve the original source. The
  // chunks are merged per route (build/route-chunks.ts): a logged-in page fetches a handful of files
  // instead of some 50 tiny ones.
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: routeChunkGroups } } },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // The suites render the whole app against a local HTTP server; a loaded 2-core CI machine needs headroom.
    testTimeout: 60_000,
    // One worker per core: vitest's default leaves one core idle (1 worker on the 2-core CI machine,
    // 132 s instead of 84 s for the suite on a quiet one).
    maxWorkers: '100%',
  },
});
