import { describe, expect, it } from 'vitest';
import type { Agenda, AgendaEvent, AgendaSession } from '@aula/shared';
import { agendaDays } from './agenda-view';
import { newSessionValues, overlapOf, validateSessionForm } from './session-form-values';

const event: AgendaEvent = { startDate: '2027-03-27', startTime: '08:00', endDate: '2027-03-28', endTime: '20:00', timezoneOffset: 60 };
const session = (id: number, fields: Partial<AgendaSession>): AgendaSession => ({
  id,
  title: `S${id}`,
  titleDe: '',
  descriptionEn: '',
  descriptionDe: '',
  day: '2027-03-28',
  startTime: '10:00',
  endTime: '11:00',
  roomId: 1,
  hostIds: [],
  speakerIds: [],
  categoryId: null,
  ...fields,
});
const agenda: Agenda = {
  categories: [{ id: 7, name: 'Keynotes', nameDe: 'Hauptvorträge', color: '#e03131', sessions: [session(1, { title: 'Night owls', titleDe: 'Nachteulen', startTime: '01:30', endTime: '03:30', categoryId: 7 })] }],
  uncategorized: [
    session(2, { title: 'Clash', startTime: '02:00', endTime: '03:00' }),
    session(3, { title: 'Early', day: '2027-03-27', startTime: '07:00', endTime: '09:00', roomId: null }),
  ],
};

describe('agendaDays', () => {
  it('groups by day in time order on the event clock, with the warnings', () => {
    const days = agendaDays(agenda, event, 'event', 'Europe/Berlin', 'en');
    expect(days.map((d) => [d.date, d.sessions.map((s) => [s.title, s.start, s.end, s.overlapsWith, s.problem, s.track?.name ?? null])])).toEqual([
      ['2027-03-27', [['Early', '07:00', '09:00', null, 'validation.session_outside_event', null]]],
      [
        '2027-03-28',
        [
          ['Night owls', '01:30', '03:30', 'Clash', null, 'Keynotes'],
          ['Clash', '02:00', '03:00', 'Night owls', null, null],
        ],
      ],
    ]);
  });

  it('shows the viewer’s clock across the DST change and moves days where the date differs', () => {
    const berlin = agendaDays(agenda, event, 'viewer', 'Europe/Berlin', 'de');
    expect(berlin[1]!.sessions.map((s) => [s.title, s.start, s.end])).toEqual([
      ['Nachteulen', '01:30', '04:30'],
      ['Clash', '03:00', '04:00'],
    ]);
    const newYork = agendaDays(agenda, event, 'viewer', 'America/New_York', 'en');
    expect(newYork.map((d) => [d.date, d.sessions.map((s) => `${s.title} ${s.start}-${s.end}`)])).toEqual([
      ['2027-03-27', ['Early 02:00-04:00', 'Night owls 20:30-22:30', 'Clash 21:00-22:00']],
    ]);
  });
});

describe('the session form', () => {
  it('starts a new session at the event start for an hour', () => {
    expect(newSessionValues(event)).toMatchObject({ day: '2027-03-27', startTime: '08:00', endTime: '09:00', roomId: null, hostIds: [] });
  });

  it('checks the title and the agenda rules, and finds an overlap in the same room', () => {
    const values = { ...newSessionValues(event), title: '', day: '2027-03-28', startTime: '02:30', endTime: '02:00', roomId: '1' };
    expect(validateSessionForm(5, 0, values, event)).toEqual({ title: 'validation.required', endTime: 'validation.session_ends_before_start' });
    expect(overlapOf(agenda, 0, { ...values, endTime: '04:00' })?.title).toBe('Night owls');
    expect(overlapOf(agenda, 1, { ...values, startTime: '03:00', endTime: '04:00' })).toBeNull();
  });
});
