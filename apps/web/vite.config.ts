import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { APP_VERSION } from '../../packages/shared/src/constants';
import { SIGN_IN_PAGE_HTML, isSignInPath } from '../../packages/shared/src/rules/web-entries';

/** Stamps the build's version into index.html, which the running app compares (SPEC §7). */
const appVersion = (): Plugin => ({
  name: 'aula-app-version',
  transformIndexHtml: (html) => html.replace('%APP_VERSION%', APP_VERSION),
});

/**
 * The public event page (/e/{code}) is rendered by the server and loads one tiny script of its
 * own, never the app: after the app's build, this builds src/public-page/main.ts on its own into
 * `<outDir>/public-page/`, with a manifest the server reads to find the hashed file.
 */
const publicPageBundle = (): Plugin => {
  let outDir = '';
  return {
    name: 'aula-public-page-bundle',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await build({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        logLevel: 'warn',
        publicDir: false,
        build: {
          outDir: path.join(outDir, 'public-page'),
          emptyOutDir: true,
          manifest: true,
          modulePreload: false,
          sourcemap: false,
          rollupOptions: {
            input: fileURLToPath(new URL('./src/public-page/main.ts', import.meta.url)),
            output: { entryFileNames: 'assets/time-zones-[hash].js' },
          },
        },
      });
    },
  };
};

/**
 * The sign-in pages are an entry of their own (sign-in.html, src/sign-in/): the dev server answers
 * a page under /auth with it, as the server does in production (apps/server/src/plugins/static-spa.ts).
 */
const signInPages = (): Plugin => ({
  name: 'aula-sign-in-pages',
  configureServer: (server) => {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'GET' && request.headers.accept?.includes('text/html') && isSignInPath(url.pathname)) {
        request.url = `/${SIGN_IN_PAGE_HTML}${url.search}`;
      }
      next();
    });
  },
});

/**
 * Mantine's form controls and the small components around them travel as one chunk, with the
 * style system they need: nearly every page uses several of them, and left to automatic splitting
 * they came as some twenty files of a few hundred bytes each, which compress far worse than one
 * (bench/README.md, login-bundle).
 */
const MANTINE_CONTROLS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Button|ActionIcon|CloseButton|UnstyledButton|Loader|Transition|Alert|Anchor|Paper)[\\/]/;

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * The sign-in pages' catalogues of one language travel as one chunk (`texts-en`, `texts-de`), which
 * the app loads before its first render (src/lib/i18n.ts), rather than as six small requests.
 */
const START_CATALOGUE = /\/locales\/(\w+)\/(common|validation|errors|auth|session|shell)\.json$/;
const startCatalogueChunk = (id: string) => {
  const lang = START_CATALOGUE.exec(id)?.[1];
  return lang ? `texts-${lang}` : null;
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), appVersion(), signInPages(), publicPageBundle()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The console and the sign-in pages; modules both use land in chunks they share.
      input: { index: page('./index.html'), 'sign-in': page(`./${SIGN_IN_PAGE_HTML}`) },
      output: {
        codeSplitting: {
          groups: [
            { name: startCatalogueChunk, debugName: 'start texts' },
            { name: 'mantine-controls', test: MANTINE_CONTROLS },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
