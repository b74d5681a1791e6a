import { describe, expect, it } from 'vitest';
import { AGENDA_CATEGORY_NAME_MAX_LENGTH, SESSION_TITLE_MAX_LENGTH } from './agenda';
import { eventExportFileSchema } from './event-export';

const session = (title: string) => ({ title, day: '2027-03-06', startTime: '10:00', endTime: '11:00' });
const file = (trackName: string, title: string) => ({
  format: 'aula-event',
  version: 2,
  event: {
    name: 'Harbour Summit',
    startDate: '2027-03-06',
    startTime: '10:00',
    endDate: '2027-03-06',
    endTime: '18:00',
    closingDate: '2027-04-06',
    closingTime: '18:00',
    location: 'Hamburg',
    language: 'en',
    timezone: 60,
  },
  agenda: { categories: [{ name: trackName, color: '#1c7ed6', sessions: [session(title)] }], uncategorized: [] },
});

const problems = (value: unknown) =>
  eventExportFileSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('eventExportFileSchema', () => {
  it('takes what the agenda itself can save, up to its limits', () => {
    expect(problems(file('T'.repeat(AGENDA_CATEGORY_NAME_MAX_LENGTH), 'S'.repeat(SESSION_TITLE_MAX_LENGTH)))).toEqual([]);
  });

  it('refuses a track name or session title the agenda could not save again', () => {
    expect(problems(file('T'.repeat(AGENDA_CATEGORY_NAME_MAX_LENGTH + 1), 'Opening'))).toEqual(['agenda.categories.0.name']);
    expect(problems(file('Main', 'S'.repeat(SESSION_TITLE_MAX_LENGTH + 1)))).toEqual(['agenda.categories.0.sessions.0.title']);
  });
});
