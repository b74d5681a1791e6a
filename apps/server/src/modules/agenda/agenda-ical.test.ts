import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventFields } from '../events/events-test-support';
import { AGENDA_TEST_ENV, agendaOrganiser } from './agenda-test-support';
import { foldLine } from './ical';

describe('GET /api/agenda/{eventId}/ical', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(AGENDA_TEST_ENV);
  });
  afterAll(() => t.close());

  it('exports the sessions with the event’s fixed zone, escaped and folded, and parses back', async () => {
    const me = await agendaOrganiser(t);
    await me.api.save(eventFields({ id: String(me.eventId), name: 'Spring, Summit; 2027' }));
    const room = await me.room('Hall A, east', 'Halle A, Ost');
    const track = await me.category({ name: 'Talks, long', nameDe: 'Vorträge' });
    const longTitle = `Keynote; with commas, backslash \\ and Umlaute äöü ${'x'.repeat(80)}`;
    const id = await me.session({
      title: longTitle,
      titleDe: 'Grundsatzrede',
      descriptionEn: '<p>Line one &amp; more</p><p>Line <strong>two</strong>, with; marks</p>',
      roomId: room,
      categoryId: track,
      startTime: '09:30',
      endTime: '10:45',
    });
    const res = await me.api.get(`/agenda/${me.eventId}/ical`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="spring-summit-2027-agenda.ics"');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.body).toContain('DTSTART;TZID="UTC+01:00":');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('UTC+01:00');
    const standard = zone.getFirstSubcomponent('standard')!;
    expect(standard.getFirstPropertyValue('tzoffsetfrom')!.toString()).toBe('+01:00');
    expect(standard.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+01:00');
    ICAL.TimezoneService.register(zone);

    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent!);
    expect(event.uid).toBe(`session-${id}-event-${me.eventId}@aula`);
    expect(event.summary).toBe(longTitle);
    expect(event.description).toBe('Line one & more\nLine two, with; marks');
    expect(event.location).toBe('Hall A, east');
    expect(vevent!.getFirstProperty('categories')!.getValues()).toEqual(['Talks, long']);
    expect(vevent!.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(event.startDate.zone!.tzid).toBe('UTC+01:00');
    const day = (await me.api.get(`/agendaSession/${me.eventId}/${id}`)).json().data.day as string;
    expect(event.startDate.toJSDate().toISOString()).toBe(`${day}T08:30:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${day}T09:45:00.000Z`);

    const german = await t.app.inject({ method: 'GET', url: `/api/agenda/${me.eventId}/ical`, headers: { authorization: `Bearer ${me.api.token}`, 'accept-language': 'de' } });
    const germanEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(german.body)).getFirstSubcomponent('vevent')!);
    expect([germanEvent.summary, germanEvent.location]).toEqual(['Grundsatzrede', 'Halle A, Ost']);
  });

  it.each([
    [-660, 'UTC-11:00', '-11:00'],
    [780, 'UTC+13:00', '+13:00'],
    [330, 'UTC+05:30', '+05:30'],
  ])('writes offset %i as %s', async (offset, tzid, value) => {
    const me = await agendaOrganiser(t);
    const saved = await me.api.save(eventFields({ id: String(me.eventId), timezone: String(offset) }));
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await me.session({ startTime: '09:00', endTime: '09:30' });
    const calendar = new ICAL.Component(ICAL.parse((await me.api.get(`/agenda/${me.eventId}/ical`)).body));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe(tzid);
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')!.toString()).toBe(value);
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const day = (await me.api.get(`/agendaSession/${me.eventId}/${id}`)).json().data.day as string;
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(`${day}T09:00:00Z`) - offset * 60_000);
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ä'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
