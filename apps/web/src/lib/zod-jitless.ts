import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser for each object schema with `new Function`, and probes whether it may
 * by calling it once. The pages' content security policy forbids that, so the probe alone reports
 * a violation on every page. Each entry imports this module before anything that builds a schema:
 * zod decides when a schema is built, so switching the compiler off later would be too late.
 */
config({ jitless: true });
