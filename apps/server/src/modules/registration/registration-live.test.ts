import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_CHANGED, topicOf } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { injectedConsoleSocket, type TestSocket } from '../../test/sockets';
import { ATTENDEE_TEST_ENV, publishedEvent } from '../attendee-auth/attendee-test-support';
import { COMPANY_USERS_TEST_ENV, joinedUser, putOnPlan } from '../company-users/company-users-test-support';
import { newAddress, registrationPageClient, registrationSettingsClient } from './registration-test-support';

type Queued = { id: number; email: string };

/** The accounts screen kept live over `registrations:{eventId}` (docs/decisions/0138-live-support-and-registrations.md). */
describe('registrations pushed to the organisers who reach the event', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let assignedHost: SignedInUser;
  let otherHost: SignedInUser;
  let otherCompany: SignedInUser;
  let event: { eventId: number; code: string };
  let topic: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, ...COMPANY_USERS_TEST_ENV });
    owner = await signedInUser(t);
    otherCompany = await signedInUser(t);
    await putOnPlan(t, owner.companyId, 'enterprise');
    event = await publishedEvent(t, owner.token, { name: 'Harbour Summit' });
    const otherEvent = await publishedEvent(t, owner.token, { name: 'River Forum' });
    assignedHost = await joinedUser(t, owner, 'host', [event.eventId]);
    otherHost = await joinedUser(t, owner, 'host', [otherEvent.eventId]);
    await registrationSettingsClient(t, owner.token, event.eventId).open({ capacity: 1, waitingList: true, approval: true });
    topic = topicOf('registrations', event.eventId);
  });
  afterAll(() => t.close());

  const sockets: TestSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.socket.terminate();
  });

  /** A console socket of the user that asked to follow the event's registrations: the server's answer. */
  async function following(user: SignedInUser): Promise<{ socket: TestSocket; answer: string }> {
    const socket = await injectedConsoleSocket(t.app, user.token);
    sockets.push(socket);
    const answer = socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === topic);
    socket.send({ action: 'subscribe', topic });
    return { socket, answer: (await answer).action as string };
  }

  const changeOn = (socket: TestSocket) => socket.next((m) => m.action === 'topic' && m.topic === topic && m.event === REGISTRATIONS_CHANGED);

  /** After a ping's round trip, anything pushed to the socket before it would have arrived. */
  async function heardNothing(socket: TestSocket): Promise<void> {
    await socket.answersPing();
    expect(socket.received.filter((m) => m.action === 'topic')).toEqual([]);
  }

  it("lets the company's owner and the event's host follow, and refuses another event's host and another company", async () => {
    expect((await following(owner)).answer).toBe('subscribed');
    expect((await following(assignedHost)).answer).toBe('subscribed');
    expect((await following(otherHost)).answer).toBe('subscribeRefused');
    expect((await following(otherCompany)).answer).toBe('subscribeRefused');
  });

  it('pushes a registration awaiting approval, one on the waiting list, an approval and a refusal to the followers only', async () => {
    const { socket: ownerSocket } = await following(owner);
    const { socket: hostSocket } = await following(assignedHost);
    const { socket: foreignSocket } = await following(otherCompany);
    const page = registrationPageClient(t, event.code);
    const organiserCalls = registrationSettingsClient(t, owner.token, event.eventId);

    let pushed = Promise.all([changeOn(ownerSocket), changeOn(hostSocket)]);
    expect((await page.registerAndConfirm(newAddress())).json().data.outcome).toBe('awaiting_approval');
    await pushed;

    pushed = Promise.all([changeOn(ownerSocket), changeOn(hostSocket)]);
    expect((await page.registerAndConfirm(newAddress())).json().data.outcome).toBe('waiting');
    await pushed;

    const [awaiting, waiting] = (await organiserCalls.queue()).json().data as Queued[];
    pushed = Promise.all([changeOn(ownerSocket), changeOn(hostSocket)]);
    expect((await registrationSettingsClient(t, assignedHost.token, event.eventId).approve(awaiting!.id)).statusCode).toBe(200);
    await pushed;

    pushed = Promise.all([changeOn(ownerSocket), changeOn(hostSocket)]);
    expect((await organiserCalls.reject(waiting!.id)).statusCode).toBe(200);
    await pushed;

    await heardNothing(foreignSocket);
  });
});
