/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSources } from './build/workspace-sources';

// The dev and preview servers forward /api to the API; in production the API serves this build on
// the same origin, so the client always uses the relative path '/api'.
const apiProxy = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
    changeOrigin: true,
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Bundle the workspace packages from their sources so unused schemas and rules are left out.
  resolve: { alias: workspaceSources },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // No source maps in the public build: the API would otherwise serve the original source.
  // Tiny shared chunks (an icon, a helper) are merged into their neighbours: fewer round trips.
  build: { outDir: 'dist', sourcemap: false, rollupOptions: { output: { experimentalMinChunkSize: 8_000 } } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // The suites render the whole app against a local HTTP server; a loaded 2-core CI machine needs headroom.
    testTimeout: 15_000,
  },
});
