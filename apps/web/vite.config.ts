import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { APP_VERSION } from '../../packages/shared/src/constants';
import { appChunking } from './build/chunking';
import { SIGN_IN_PAGE_HTML, isSignInPath } from '../../packages/shared/src/rules/web-entries';

/** Stamps the build's version into index.html, which the running app compares (SPEC §7). */
const appVersion = (): Plugin => ({
  name: 'aula-app-version',
  transformIndexHtml: (html) => html.replace('%APP_VERSION%', APP_VERSION),
});

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/**
 * Brotli's top quality takes about 6 s on the password estimator's dictionaries (2.4 MB) for 5 %
 * fewer bytes than quality 9, which takes 0.6 s; files this large get quality 9.
 */
const BROTLI_TOP_QUALITY_MAX_BYTES = 1024 * 1024;

/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) twin of every script, stylesheet and SVG of the build,
 * compressed hard, once: the server sends these as they are (`@fastify/static`'s
 * `preCompressed`) rather than compressing every asset again for every page load on its one
 * thread. Tiny files get twins too (a few bytes larger, at most): without one, the server would
 * compress them on the fly.
 */
const precompressAssets = (): Plugin => ({
  name: 'aula-precompress-assets',
  apply: 'build',
  writeBundle: async ({ dir }, bundle) => {
    if (!dir) return;
    const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
    await Promise.all(
      files.map(async (file) => {
        const fullPath = path.join(dir, file);
        const raw = await fs.readFile(fullPath);
        const twins = await Promise.all([
          gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }).then((data) => ({ ext: '.gz', data })),
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > BROTLI_TOP_QUALITY_MAX_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }).then((data) => ({ ext: '.br', data })),
        ]);
        await Promise.all(twins.map(({ ext, data }) => fs.writeFile(fullPath + ext, data)));
      }),
    );
  },
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
        plugins: [precompressAssets()],
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

const chunking = appChunking(new URL('.', import.meta.url).href);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), appVersion(), signInPages(), chunking.plugin, precompressAssets(), publicPageBundle()],
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
            chunking.groups.texts,
            { name: 'mantine-controls', test: MANTINE_CONTROLS },
            chunking.groups.loadedTogether,
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
