import { SOCKET_CLOSE_SERVICE_RESTART } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { consoleSocket, listening, venueSocket } from '../../test/sockets';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';

/** docs/rules/operations.md#stopping-an-instance: an instance that stops asks every socket to come back now. */
describe('an instance that stops', () => {
  it("closes the console's and the venue's sockets with the code that asks them to come back now", async () => {
    const t = await createTestApp(ATTENDEE_TEST_ENV);
    const base = await listening(t.app);
    const organiser = await signedInUser(t);
    const event = await publishedEvent(t, organiser.token);
    const attendee = await signedInAttendee(t, event);
    const sockets = [await consoleSocket(base, organiser.token), await venueSocket(base, attendee.token)];
    await t.close();
    expect(await Promise.all(sockets.map((socket) => socket.closeCode))).toEqual([SOCKET_CLOSE_SERVICE_RESTART, SOCKET_CLOSE_SERVICE_RESTART]);
  });
});
