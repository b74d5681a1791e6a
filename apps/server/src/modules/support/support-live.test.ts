import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { injectedConsoleSocket, type Message, type TestSocket } from '../../test/sockets';
import { joinedUser, putOnPlan } from '../company-users/company-users-test-support';
import { signedInAdmin, signedInStaff, STAFF_DOMAIN } from '../system/system-test-support';

/** Built-in support's pushes (docs/decisions/0138-live-support-and-registrations.md) and the writers' rate limit. */
describe('built-in support, live', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let colleague: SignedInUser;
  let otherCompany: SignedInUser;
  let staff: SignedInUser;
  let admin: SignedInUser;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP: '1000', STAFF_EMAIL_DOMAIN: STAFF_DOMAIN });
    organiser = await signedInUser(t, { firstName: 'Olga' });
    await putOnPlan(t, organiser.companyId, 'enterprise');
    colleague = await joinedUser(t, organiser, 'manager');
    otherCompany = await signedInUser(t, { firstName: 'Otto' });
    staff = await signedInStaff(t);
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await t.close();
  });

  const socketOf = async (user: SignedInUser) => {
    const socket = await injectedConsoleSocket(t.app, user.token);
    sockets.push(socket);
    return socket;
  };
  const call = (token: string, url: string, body: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(token), 'accept-language': lang }, payload: { body } });
  const send = (user: SignedInUser, body: string, lang?: string) => call(user.token, '/support/messages', body, lang);
  const answer = (user: SignedInUser, companyId: number, body: string, lang?: string) =>
    call(user.token, `/system/supportInbox/${companyId}/messages`, body, lang);

  const supportPush = (socket: TestSocket, fromStaff: boolean) => socket.next((m) => m.action === 'supportChanged' && m.fromStaff === fromStaff);
  /** After a ping's round trip, a push sent to the socket before it would have arrived. */
  const supportPushesHeard = async (socket: TestSocket): Promise<Message[]> => {
    await socket.answersPing();
    return socket.received.filter((m) => m.action === 'supportChanged');
  };

  it("tells every staff member and the writer's colleagues of an organiser's message, and no other company", async () => {
    const [staffSocket, adminSocket, colleagueSocket, foreignSocket] = await Promise.all([socketOf(staff), socketOf(admin), socketOf(colleague), socketOf(otherCompany)]);
    const heard = Promise.all([staffSocket, adminSocket, colleagueSocket].map((socket) => supportPush(socket, false)));
    expect((await send(organiser, 'How do I invite speakers?')).statusCode).toBe(200);
    expect(await heard).toEqual(Array(3).fill({ action: 'supportChanged', companyId: organiser.companyId, fromStaff: false }));
    expect(await supportPushesHeard(foreignSocket)).toEqual([]);
  });

  it("tells the company's organisers and the other staff of an answer, and no other company", async () => {
    const [organiserSocket, colleagueSocket, adminSocket, foreignSocket] = await Promise.all([socketOf(organiser), socketOf(colleague), socketOf(admin), socketOf(otherCompany)]);
    const heard = Promise.all([organiserSocket, colleagueSocket, adminSocket].map((socket) => supportPush(socket, true)));
    expect((await answer(staff, organiser.companyId, 'Under Accounts, with the role Speaker.')).statusCode).toBe(200);
    expect(await heard).toEqual(Array(3).fill({ action: 'supportChanged', companyId: organiser.companyId, fromStaff: true }));
    expect(await supportPushesHeard(foreignSocket)).toEqual([]);
  });

  it('refuses a writer beyond the limit per account with the wait in their language, for organisers and staff alike', async () => {
    const { perAccount, windowSeconds } = t.config.rateLimit;
    const minutes = Math.ceil(windowSeconds / 60);
    const writer = await signedInUser(t);
    const answering = await signedInStaff(t);
    for (let i = 0; i < perAccount; i++) {
      expect((await send(writer, `Question ${i}`)).statusCode).toBe(200);
      expect((await answer(answering, writer.companyId, `Answer ${i}`)).statusCode).toBe(200);
    }

    const refusedSend = await send(writer, 'One more');
    expect(refusedSend.statusCode).toBe(429);
    expect(refusedSend.json().error).toEqual({ code: 'rate_limited', message: `Too many attempts. Please wait ${minutes} minutes and try again.` });
    const refusedAnswer = await answer(answering, writer.companyId, 'One more', 'de');
    expect(refusedAnswer.statusCode).toBe(429);
    expect(refusedAnswer.json().error.message).toBe(`Zu viele Versuche. Bitte warten Sie ${minutes} Minuten und versuchen Sie es erneut.`);

    // The limit is each writer's own: another organiser and another staff member still write.
    expect((await send(otherCompany, 'Our invoice?')).statusCode).toBe(200);
    expect((await answer(admin, writer.companyId, 'We are on it.')).statusCode).toBe(200);
  });
});
