import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { APP_VERSION } from '../../packages/shared/src/constants';

/** Stamps the build's version into index.html, which the running app compares (SPEC §7). */
const appVersion = (): Plugin => ({
  name: 'aula-app-version',
  transformIndexHtml: (html) => html.replace('%APP_VERSION%', APP_VERSION),
});

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), appVersion()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
