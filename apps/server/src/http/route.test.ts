import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@aula/shared';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerRequestContext } from '../plugins/request-context';
import { useZodValidation } from '../plugins/zod-validation';
import type { AuthenticatedUser } from '../plugins/auth';
import { route } from './route';

const itemCall = defineCall({
  method: 'POST',
  path: '/items/:id',
  summary: 'A test call',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ label: z.string() }),
  answer: z.object({ id: z.number(), label: z.string() }),
});

const app = Fastify();
let answer: Record<string, unknown> = {};

beforeAll(async () => {
  useZodValidation(app);
  registerRequestContext(app);
  registerErrorHandler(app, false);
  route(app, itemCall, {}, async (request) => {
    answer = { id: request.params.id, label: request.body.label, passwordHash: 'never sent' };
    return answer as { id: number; label: string };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('route', () => {
  it('registers the declared method and path, parses the request and wraps the answer in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/7', payload: { label: 'Stage' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: 7, label: 'Stage' } });
    expect(app.apiCalls).toContain(itemCall);
  });

  it('sends only the fields the answer schema names', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/7', payload: { label: 'Stage' } });
    expect(answer.passwordHash).toBe('never sent');
    expect(res.body).not.toContain('passwordHash');
  });

  it('refuses a request that breaks the declared body with the validation envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/7', payload: { label: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ label: 'validation.invalid' });
  });

  it('never sends an answer that breaks its own schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/x', payload: { label: 'Stage' } });
    expect(res.statusCode).toBe(400);
    const broken = Fastify();
    useZodValidation(broken);
    registerRequestContext(broken);
    registerErrorHandler(broken, false);
    route(broken, itemCall, {}, async () => ({ id: 'seven' }) as unknown as { id: number; label: string });
    const sent = await broken.inject({ method: 'POST', url: '/items/7', payload: { label: 'Stage' } });
    expect(sent.statusCode).toBe(500);
    expect(sent.body).not.toContain('seven');
    await broken.close();
  });
});

describe('route whose handler answers itself', () => {
  it('sends that answer once, for a call with an answer schema too', async () => {
    const logged: string[] = [];
    const replying = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } });
    useZodValidation(replying);
    registerRequestContext(replying);
    registerErrorHandler(replying, false);
    route(replying, itemCall, {}, async (_request, reply) => reply.status(400).send({ error: { code: 'refused' } }));
    await replying.ready();
    const res = await replying.inject({ method: 'POST', url: '/items/7', payload: { label: 'Stage' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'refused' } });
    await replying.close();
    expect(logged).toEqual([]);
  });
});

describe('route with an auth option', () => {
  const guarded = Fastify();
  const whoCall = defineCall({
    method: 'POST',
    path: '/who',
    summary: 'Who is calling',
    body: z.object({ label: z.string() }),
    answer: z.object({ id: z.number() }),
  });
  const venueCall = { ...whoCall, path: '/venue/who' };
  const openCall = { ...whoCall, path: '/open/who' };
  const user = { id: 4, companyId: 2, isAdmin: false, email: 'a@b.c', role: 'owner', lang: 'en', tokenId: 1 } as unknown as AuthenticatedUser;
  const attendee = { accountId: 9, eventId: 3, companyId: 2, eventCode: 'x', tokenId: 1 };

  beforeAll(async () => {
    useZodValidation(guarded);
    registerRequestContext(guarded);
    registerErrorHandler(guarded, false);
    guarded.decorateRequest('user', null);
    guarded.decorateRequest('attendee', null);
    // Stands in for the two auth plugins: the attendee is resolved only where the route's config asks.
    guarded.addHook('onRequest', async (request) => {
      const signedIn = request.headers.authorization === 'Bearer good';
      if (request.routeOptions.config.attendee) request.attendee = signedIn ? attendee : null;
      else request.user = signedIn ? user : null;
    });
    route(guarded, whoCall, { auth: 'user' }, async (request) => ({ id: request.user.id }));
    route(guarded, venueCall, { auth: 'attendee' }, async (request) => ({ id: request.attendee.accountId }));
    route(guarded, openCall, {}, async (request) => {
      // @ts-expect-error without an auth option the user may be null
      const id: number = request.user.id;
      return { id };
    });
    await guarded.ready();
  });
  afterAll(() => guarded.close());

  it('hands the handler the signed-in user, or answers 401 before reading the body', async () => {
    const ok = await guarded.inject({ method: 'POST', url: '/who', headers: { authorization: 'Bearer good' }, payload: { label: 'x' } });
    expect(ok.json()).toEqual({ data: { id: 4 } });
    const anonymous = await guarded.inject({ method: 'POST', url: '/who', payload: { label: 3 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks an attendee route so that its attendee is resolved, and refuses without one', async () => {
    const ok = await guarded.inject({ method: 'POST', url: '/venue/who', headers: { authorization: 'Bearer good' }, payload: { label: 'x' } });
    expect(ok.json()).toEqual({ data: { id: 9 } });
    const anonymous = await guarded.inject({ method: 'POST', url: '/venue/who', payload: { label: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
