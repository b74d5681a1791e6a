import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaCalls, roomCalls } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('describes every declared call with its parameters, body and answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.0.3');
    for (const call of t.app.apiCalls) {
      const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[path]?.[call.method.toLowerCase()]?.summary, path).toBe(call.summary);
    }
    const getRoom = document.paths['/api/room/{eventId}/{roomId}'].get;
    expect(getRoom.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`)).toEqual(['path:eventId', 'path:roomId']);
    expect(getRoom.responses[200].content['application/json'].schema.properties.data.properties).toHaveProperty('nameEn');
    const saveHost = document.paths['/api/sessionHost'].post;
    expect(saveHost.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
  });

  it('lists the calls the server registers from packages/shared', () => {
    expect(t.app.apiCalls).toEqual(expect.arrayContaining([...Object.values(roomCalls), ...Object.values(agendaCalls)]));
  });
});
