import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@aula/shared';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerRequestContext } from '../plugins/request-context';
import { useZodValidation } from '../plugins/zod-validation';
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
