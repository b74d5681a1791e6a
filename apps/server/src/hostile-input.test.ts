import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signedInUser, type SignedInUser } from './test/accounts';
import { hostileRequestsFor, type HostileRequest } from './test/hostile-requests';
import { createTestApp, type TestApp } from './test/test-app';
import { EVENTS_TEST_ENV, eventsClient } from './modules/events/events-test-support';

/**
 * Every route of the app, as Fastify's own route table lists it (so a new route is covered
 * without being named here), gets hostile input in its path, query and body, signed in as an
 * organiser and anonymously. Whatever it answers, it must not be a 5xx.
 */
describe('hostile input on every route', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    // Without a web build: its files' routes (one per file, for HEAD and GET) exist only on a machine
    // that has built the web app, and are @fastify/static's, not the app's.
    const noWebBuild = path.join(os.tmpdir(), 'aula-hostile-input-no-web-build');
    t = await createTestApp({ ...EVENTS_TEST_ENV, WEB_DIST_DIR: noWebBuild }, { onRoute: (route) => void routes.push(route) });
    organiser = await signedInUser(t);
    // Ids 1 then name a real event of the organiser, so a bad field can get as far as the database.
    await eventsClient(t, organiser.token).create();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The organiser's token, signed in again when a route (logout) has revoked it. */
  async function organiserToken(): Promise<string> {
    const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(organiser.token) });
    if (info.statusCode === 401) organiser.token = await signIn(t, organiser);
    return organiser.token;
  }

  async function failuresOf(requests: HostileRequest[], who: string, auth: Record<string, string>): Promise<string[]> {
    const failures: string[] = [];
    for (const request of requests) {
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...auth, ...request.headers },
        payload: request.payload,
      });
      if (res.statusCode >= 500) {
        const url = request.url.length > 120 ? `${request.url.slice(0, 100)}…` : request.url;
        failures.push(`${request.method} ${url} as ${who}, ${request.label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    return failures;
  }

  it('never answers 5xx, whatever arrives in path, query or body', async () => {
    // Calls that delete or sign out go last, so that the event the others reach is still there.
    const destructive = (route: RouteOptions) => /delete|logout|refresh/i.test(route.url) || route.method === 'DELETE';
    const targets = routes
      .filter((route) => route.method !== 'HEAD')
      .sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
    expect(targets.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of targets) {
      const requests = hostileRequestsFor(route);
      failures.push(...(await failuresOf(requests, 'organiser', bearer(await organiserToken()))));
      failures.push(...(await failuresOf(requests, 'anonymous', {})));
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);
});
