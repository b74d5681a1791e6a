import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closedPortUrl } from '../../test/fake-servers';
import { mailsSentTo } from '../../test/mail-outbox';
import { newPerson, signUpBody } from '../../test/accounts';

describe('sign-up while the breached-password service is unreachable', () => {
  let lenient: TestApp;
  let strict: TestApp;

  beforeAll(async () => {
    const url = `${await closedPortUrl()}/range/`;
    // One after the other: a database opening blocks the thread, and the other app's plugins would time out waiting.
    lenient = await createTestApp({ BREACH_CHECK_URL: url, BREACH_CHECK_REQUIRED: 'false' });
    strict = await createTestApp({ BREACH_CHECK_URL: url, BREACH_CHECK_REQUIRED: 'true' });
  });
  afterAll(async () => {
    await Promise.all([lenient.close(), strict.close()]);
  });

  it('accepts the password when the check is not required', async () => {
    const person = newPerson();
    const res = await lenient.app.inject({ method: 'POST', url: '/api/createUser', payload: signUpBody(person) });
    expect(res.statusCode).toBe(200);
    expect(await mailsSentTo(lenient, person.email)).toHaveLength(1);
  });

  it('answers 503 when the check is required, in English and German', async () => {
    const person = newPerson();
    const en = await strict.app.inject({ method: 'POST', url: '/api/createUser', payload: signUpBody(person) });
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({
      error: {
        code: 'breach_check_unavailable',
        message: 'The breached-password check could not be reached, so the result is unknown.',
      },
    });
    const de = await strict.app.inject({
      method: 'POST',
      url: '/api/createUser',
      payload: signUpBody(person),
      headers: { 'accept-language': 'de' },
    });
    expect(de.json().error.message).toBe(
      'Die Prüfung auf gehackte Passwörter war nicht erreichbar, daher ist das Ergebnis unbekannt.',
    );
    expect(await mailsSentTo(strict, person.email)).toHaveLength(0);
  });
});
