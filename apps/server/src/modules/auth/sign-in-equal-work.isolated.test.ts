import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, signUpAndActivate, type Person } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, accountWithPassword, publishedEvent, venueSignInClient } from '../attendee-auth/attendee-test-support';

// Counts argon2 verifications while keeping the real ones: the work a sign-in does is what makes
// its answer take as long for an unknown address as for a wrong password (no account enumeration
// by timing). Timing itself is not measured: a busy machine would make such a test flaky.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verifications.count += 1;
      return real.verify(...args);
    },
  };
});

describe('sign-ins do the same password work whether or not the account exists', () => {
  let t: TestApp;
  let organiser: Person;
  let event: { eventId: number; code: string };
  let attendeeEmail: string;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signUpAndActivate(t);
    event = await publishedEvent(t, (await signedInUser(t)).token);
    attendeeEmail = (await accountWithPassword(t, event.eventId)).email;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    verifications.count = 0;
  });

  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password, lang: 'en' } });

  it("verifies one hash for an organiser's wrong password and one for an unknown address, with the same answer", async () => {
    const wrong = await login(organiser.email, 'Wrong-Password-123!');
    expect(verifications.count).toBe(1);
    const unknown = await login('nobody-here@example.com', 'Wrong-Password-123!');
    expect(verifications.count).toBe(2);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("verifies one hash for an attendee's wrong password and one for an address the event does not know", async () => {
    const venue = venueSignInClient(t, event.code);
    const wrong = await venue.login(attendeeEmail, 'Wrong-Password-123!');
    expect(verifications.count).toBe(1);
    const unknown = await venue.login('nobody-here@example.com', 'Wrong-Password-123!');
    expect(verifications.count).toBe(2);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});
