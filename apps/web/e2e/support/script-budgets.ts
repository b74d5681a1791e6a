import zlib from 'node:zlib';

/** docs/rules/performance.md#sign-in-page: gzipped JavaScript `/auth/login` may load. */
export const LOGIN_PAGE_SCRIPT_BUDGET_KIB = 150;

/** A script's size as the budgets count it: gzipped at the highest level, whatever the server sent. */
export const gzippedBytes = (body: Buffer): number => zlib.gzipSync(body, { level: 9 }).length;
