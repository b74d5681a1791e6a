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
import { SIGN_IN_PAGE_HTML, VENUE_PAGE_HTML, isSignInPath, isVenuePath } from '../../packages/shared/src/rules/web-entries';

/** Stamps the build's version into index.html, which the running app compares (docs/rules/calls.md#version-check). */
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
 * The sign-in pages and the attendees' venue are entries of their own (sign-in.html, src/sign-in/;
 * venue.html, src/venue/): the dev server answers a page under /auth, or under /e/{code}/venue,
 * with theirs, as the server does in production (apps/server/src/plugins/static-spa.ts).
 */
const entryPages = (): Plugin => ({
  name: 'aula-entry-pages',
  configureServer: (server) => {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        if (isSignInPath(url.pathname)) request.url = `/${SIGN_IN_PAGE_HTML}${url.search}`;
        else if (isVenuePath(url.pathname)) request.url = `/${VENUE_PAGE_HTML}${url.search}`;
      }
      next();
    });
  },
});

/**
 * The attendees' venue (venue.html, src/venue/) is built on its own after the console and the
 * sign-in pages, into the same folder: its visitors are attendees, who never load the console,
 * so it shares no file with the other two entries and carries only what it uses (at most 120 KiB
 * of gzipped JavaScript on its first load, docs/rules/performance.md#venue-first-load; bench/README.md, venue-bundle). Its texts
 * travel as one file a language; hls.js, loaded only for an HLS stream the browser cannot play
 * itself, stays a file of its own.
 */
const venueBundle = (): Plugin => {
  let outDir = '';
  return {
    name: 'aula-venue-bundle',
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
        plugins: [react(), precompressAssets()],
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          rolldownOptions: {
            input: { venue: page(`./${VENUE_PAGE_HTML}`) },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id) => {
                      const match = /\/locales\/(\w+)\/(venue|venue-[\w-]+|validation)\.json$/.exec(id);
                      return match ? `venue-texts-${match[1]}` : null;
                    },
                  },
                ],
              },
            },
          },
        },
      });
    },
  };
};

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
  plugins: [react(), appVersion(), entryPages(), chunking.plugin, precompressAssets(), publicPageBundle(), venueBundle()],
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
  // Which files run, and whether they share modules, is set by the projects in the root vitest.config.ts.
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
