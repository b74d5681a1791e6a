import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportConversationSchema, supportInboxSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { signedInAdmin, signedInStaff, STAFF_DOMAIN, systemCall } from '../system/system-test-support';

describe('built-in support', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let otherCompany: SignedInUser;
  let staff: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, RATE_LIMIT_PER_IP: '1000', STAFF_EMAIL_DOMAIN: STAFF_DOMAIN });
    organiser = await signedInUser(t, { firstName: 'Olga', lastName: 'Berg' });
    otherCompany = await signedInUser(t, { firstName: 'Otto' });
    staff = await signedInStaff(t);
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const conversationOf = async (token: string) => {
    const res = await call(token, 'GET', '/support/conversation');
    expect(res.statusCode, res.body).toBe(200);
    return supportConversationSchema.parse(res.json().data);
  };
  const inbox = async (token: string) => {
    const res = await call(token, 'GET', '/system/supportInbox');
    expect(res.statusCode, res.body).toBe(200);
    return supportInboxSchema.parse(res.json().data).conversations;
  };

  it('an organiser writes, the staff see it unread in the inbox, open it and answer; the organiser reads the answer', async () => {
    const sent = await call(organiser.token, 'POST', '/support/messages', { body: '  How do I invite speakers?  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.messages).toMatchObject([{ body: 'How do I invite speakers?', fromStaff: false, authorName: 'Olga Berg' }]);

    const [entry] = (await inbox(staff.token)).filter((row) => row.companyId === organiser.companyId);
    expect(entry).toMatchObject({ lastMessage: 'How do I invite speakers?', unread: 1 });

    const opened = await call(staff.token, 'GET', `/system/supportInbox/${organiser.companyId}`);
    expect(opened.statusCode).toBe(200);
    expect((await inbox(staff.token)).find((row) => row.companyId === organiser.companyId)?.unread).toBe(0);

    const answered = await call(staff.token, 'POST', `/system/supportInbox/${organiser.companyId}/messages`, { body: 'Under Accounts, with the role Speaker.' });
    expect(answered.statusCode, answered.body).toBe(200);
    const seen = await conversationOf(organiser.token);
    expect(seen.messages.map((message) => [message.fromStaff, message.body, message.authorName])).toEqual([
      [false, 'How do I invite speakers?', 'Olga Berg'],
      [true, 'Under Accounts, with the role Speaker.', ''],
    ]);
  });

  it('lists a company with unread messages before one whose messages were all read', async () => {
    await call(otherCompany.token, 'POST', '/support/messages', { body: 'Our invoice?' });
    const order = (await inbox(staff.token)).map((row) => [row.companyId, row.unread]);
    expect(order).toEqual([
      [otherCompany.companyId, 1],
      [organiser.companyId, 0],
    ]);
  });

  it("shows another company's organiser nothing of it and lets them neither read the inbox nor answer", async () => {
    const foreign = await conversationOf(otherCompany.token);
    expect(foreign.companyId).toBe(otherCompany.companyId);
    expect(JSON.stringify(foreign)).not.toContain('speakers');
    expect((await call(otherCompany.token, 'GET', '/system/supportInbox')).statusCode).toBe(403);
    expect((await call(otherCompany.token, 'GET', `/system/supportInbox/${organiser.companyId}`)).statusCode).toBe(403);
    expect((await call(otherCompany.token, 'POST', `/system/supportInbox/${organiser.companyId}/messages`, { body: 'Hi' })).statusCode).toBe(403);
  });

  it("refuses an attendee's token, an empty message with the field named, and an unknown company", async () => {
    const event = await publishedEvent(t, organiser.token);
    const attendee = await signedInAttendee(t, event);
    expect((await call(attendee.token, 'GET', '/support/conversation')).statusCode).toBe(401);
    expect((await call(attendee.token, 'POST', '/support/messages', { body: 'Hello' })).statusCode).toBe(401);
    expect((await call(attendee.token, 'GET', '/system/supportInbox')).statusCode).toBe(401);

    const empty = await call(organiser.token, 'POST', '/support/messages', { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'validation.required' });
    expect((await call(staff.token, 'GET', '/system/supportInbox/999999')).statusCode).toBe(404);
  });

  it('stays open to a company whose trial has ended', async () => {
    const ended = await signedInUser(t, { firstName: 'Erik' });
    const admin = await signedInAdmin(t);
    const ending = await systemCall(t, admin.token, { method: 'POST', url: `/api/system/companies/${ended.companyId}/trial`, payload: { endNow: true } });
    expect(ending.statusCode, ending.body).toBe(200);
    const sent = await call(ended.token, 'POST', '/support/messages', { body: 'Our trial ended; can we extend it?' });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
