import { addDays } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { putOnPlan } from '../../test/company-plan';
import { EVENTS_TEST_ENV, eventFields, eventsClient, inDays, type EventsClient } from './events-test-support';

const DAY_MS = 24 * 3600 * 1000;

/** Every rule is enforced by the server itself: these requests bypass any form. */
describe('POST /api/event enforces the setup date rules with the exemptions of admins', () => {
  let t: TestApp;
  let organiser: EventsClient;
  let admin: EventsClient;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    const organiserUser = await signedInUser(t);
    // Publishes more events than a trial may keep open (docs/decisions/0059-plan-limits.md).
    await putOnPlan(t, organiserUser.companyId, 'enterprise');
    organiser = eventsClient(t, organiserUser.token);
    const adminUser = await signedInUser(t);
    await t.app.services.users.setAdmin(adminUser.email, true);
    admin = eventsClient(t, adminUser.token);
  });
  afterAll(() => t.close());

  const start = inDays(10);
  const fieldsOf = async (res: Awaited<ReturnType<EventsClient['save']>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    return res.json().error.fields as Record<string, string>;
  };

  it('refuses a start date after the end date on both fields', async () => {
    const fields = await fieldsOf(await organiser.save(eventFields({ startDate: start, endDate: addDays(start, -1) })));
    expect(fields).toEqual({ startDate: 'validation.event_start_after_end', endDate: 'validation.event_end_before_start' });
  });

  it('refuses a same-day start time that is not before the end time, on both fields', async () => {
    for (const [startTime, endTime] of [
      ['17:00', '09:00'],
      ['12:00', '12:00'],
    ]) {
      const res = await organiser.save(eventFields({ startDate: start, endDate: start, startTime: startTime!, endTime: endTime! }));
      expect(await fieldsOf(res)).toEqual({
        startTime: 'validation.event_start_time_after_end',
        endTime: 'validation.event_end_time_before_start',
      });
    }
  });

  it('limits organisers to 4 days and lets admins save longer events', async () => {
    const longEvent = { startDate: start, endDate: addDays(start, 5), closingDate: addDays(start, 10) };
    expect(await fieldsOf(await organiser.save(eventFields(longEvent)))).toEqual({ endDate: 'validation.event_too_long' });
    expect((await organiser.save(eventFields({ ...longEvent, endDate: addDays(start, 3) }))).statusCode).toBe(200);
    const byAdmin = await admin.save(eventFields(longEvent));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('refuses a closing date or time before the end', async () => {
    const end = addDays(start, 1);
    expect(await fieldsOf(await organiser.save(eventFields({ closingDate: start })))).toEqual({
      closingDate: 'validation.event_closing_before_end',
    });
    expect(await fieldsOf(await admin.save(eventFields({ closingDate: end, closingTime: '16:00' })))).toEqual({
      closingTime: 'validation.event_closing_before_end',
    });
  });

  it('refuses closing more than 31 days after the end for organisers, not for admins', async () => {
    const late = { closingDate: addDays(start, 1 + 32) };
    expect(await fieldsOf(await organiser.save(eventFields(late)))).toEqual({ closingDate: 'validation.event_closing_too_late' });
    expect((await organiser.save(eventFields({ closingDate: addDays(start, 1 + 31) }))).statusCode).toBe(200);
    expect((await admin.save(eventFields(late))).statusCode).toBe(200);
  });

  it('refuses a new event that starts before today', async () => {
    expect(await fieldsOf(await organiser.save(eventFields({ startDate: inDays(-1) })))).toMatchObject({
      startDate: 'validation.event_start_in_past',
    });
  });

  // Moves the app's clock, so it runs last.
  it('locks the dates of a live event for organisers, not for admins, and only once it is live', async () => {
    const tomorrow = { startDate: inDays(1), endDate: inDays(2), closingDate: inDays(20) };
    const live = await organiser.create({ name: 'Goes live', ...tomorrow });
    const movedBeforeLive = await organiser.create({ name: 'Moved before going live', ...tomorrow });
    const moved = { startDate: inDays(6), endDate: inDays(7), closingDate: inDays(20) };
    expect((await organiser.save(eventFields({ id: String(movedBeforeLive), name: 'Moved before going live', ...moved }))).statusCode).toBe(200);
    const adminsLive = await admin.create({ name: 'Admin live', ...tomorrow });
    for (const id of [live, movedBeforeLive]) expect((await organiser.post(`/publishEvent/${id}`)).statusCode).toBe(200);
    expect((await admin.post(`/publishEvent/${adminsLive}`)).statusCode).toBe(200);

    t.advanceClock(3 * DAY_MS);
    const later = { startDate: inDays(8), endDate: inDays(9), closingDate: inDays(20) };
    const locked = await organiser.save(eventFields({ id: String(live), name: 'Goes live', ...later }));
    expect(await fieldsOf(locked)).toEqual({
      startDate: 'validation.event_live_locked',
      endDate: 'validation.event_live_locked',
    });
    const timeOnly = await organiser.save(eventFields({ id: String(live), name: 'Goes live', ...tomorrow, endTime: '18:00' }));
    expect(await fieldsOf(timeOnly)).toEqual({ endTime: 'validation.event_live_locked' });
    // Other fields of a live event stay editable.
    expect((await organiser.save(eventFields({ id: String(live), name: 'Renamed while live', ...tomorrow }))).statusCode).toBe(200);
    // The original start followed the start while the event was a draft, so this one is not live yet.
    expect((await organiser.save(eventFields({ id: String(movedBeforeLive), name: 'x', ...later }))).statusCode).toBe(200);
    const byAdmin = await admin.save(eventFields({ id: String(adminsLive), name: 'Admin live', ...later }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await admin.get(`/event/${adminsLive}`)).json().data).toMatchObject({
      startDate: later.startDate,
      originalStartDate: tomorrow.startDate,
    });
  });
});
