import { eventListConditions, eventListFacts, matchesEventList, type EventListFilter } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV } from './events-test-support';
import { namesOf, storeListEvents, type ListEvent } from './list-test-support';
import { presentListItem } from './presenter';
import { createEventsRepository } from './repository';
import { createEventsService } from './service';

/** The instant every filter below is judged at. */
const NOW = new Date('2027-03-12T12:00:00.000Z');

/** Events on each side of every boundary the list's rules draw, relative to NOW. */
const EVENTS: ListEvent[] = [
  { name: 'Starts now', startDate: '2027-03-12', startTime: '12:00', endDate: '2027-03-12', endTime: '18:00' },
  { name: 'Starts in a minute', startDate: '2027-03-12', startTime: '12:01', endDate: '2027-03-12', endTime: '18:00' },
  { name: 'Starts now in Berlin', startDate: '2027-03-12', startTime: '13:00', endDate: '2027-03-13', endTime: '18:00', timezone: 60 },
  { name: 'Starts in a minute in Honolulu', startDate: '2027-03-12', startTime: '01:01', endDate: '2027-03-12', endTime: '18:00', timezone: -660 },
  { name: 'Ends now', startDate: '2027-03-11', endDate: '2027-03-12', endTime: '12:00' },
  { name: 'Ended a minute ago', startDate: '2027-03-11', endDate: '2027-03-12', endTime: '11:59' },
  { name: 'Ends now in Auckland', startDate: '2027-03-12', startTime: '09:00', endDate: '2027-03-13', endTime: '01:00', timezone: 780 },
  { name: 'Closes now', startDate: '2027-02-01', endDate: '2027-02-02', closingDate: '2027-03-12', closingTime: '12:00', code: 'CLS100' },
  { name: 'Closed a minute ago', startDate: '2027-02-01', endDate: '2027-02-02', closingDate: '2027-03-12', closingTime: '11:59', code: 'CLS200' },
  { name: 'Draft closes now', startDate: '2027-02-01', endDate: '2027-02-02', closingDate: '2027-03-12', closingTime: '12:00' },
  { name: 'Draft closed a minute ago', startDate: '2027-02-01', endDate: '2027-02-02', closingDate: '2027-03-12', closingTime: '11:59' },
  { name: 'LÜBECK Harbour Days', location: 'Lübeck', startDate: '2027-04-01', endDate: '2027-04-02', code: 'LUB234' },
  { name: 'Straßenfest', location: 'Köln, Ehrenfeld', startDate: '2027-04-03', endDate: '2027-04-03' },
  { name: '100% Online', location: 'under_score', startDate: '2027-04-04', endDate: '2027-04-04' },
];

type Case = [label: string, filter: Partial<EventListFilter>, expected: string[] | null];

/** Each filter with, where a boundary is the point, the names it must find; null: only agreement is checked. */
const CASES: Case[] = [
  ['all', {}, null],
  ['upcoming: starting after now, not at now', { tab: 'upcoming' }, ['100% Online', 'Straßenfest', 'LÜBECK Harbour Days', 'Starts in a minute in Honolulu', 'Starts in a minute']],
  ['current: started at or before now, ending at or after now', { tab: 'current' }, ['Starts now in Berlin', 'Starts now', 'Ends now in Auckland', 'Ends now']],
  ['past: ended before now', { tab: 'past' }, null],
  ['closed: closing before now', { status: 'closed' }, ['Draft closed a minute ago', 'Closed a minute ago']],
  ['published: a code and closing at or after now', { status: 'published' }, ['LÜBECK Harbour Days', 'Closes now']],
  ['draft', { status: 'draft' }, null],
  ['start from the 12th', { startFrom: '2027-03-12' }, null],
  ['start until the 11th', { startTo: '2027-03-11' }, null],
  ['start on the 12th only', { startFrom: '2027-03-12', startTo: '2027-03-12' }, null],
  ['end from the 13th', { endFrom: '2027-03-13' }, null],
  ['end until the 12th', { endTo: '2027-03-12' }, null],
  ['search, another case', { q: 'lübeck' }, ['LÜBECK Harbour Days']],
  ['search, upper case umlaut', { q: 'HARBOUR DAYS' }, ['LÜBECK Harbour Days']],
  ['search by location', { q: 'köln' }, ['Straßenfest']],
  ['search with ß', { q: 'STRASSE' }, []],
  ['search by code, lower case', { q: 'lub2' }, ['LÜBECK Harbour Days']],
  ['search with blanks around', { q: '  ends now  ' }, null],
  ['search: % is a plain character', { q: '%' }, ['100% Online']],
  ['search: _ is a plain character', { q: 'r_s' }, ['100% Online']],
  ['search: no accent folding', { q: 'lubeck' }, []],
  ['current and published', { tab: 'current', status: 'published' }, []],
  ['past and closed, searched', { tab: 'past', status: 'closed', q: 'draft' }, ['Draft closed a minute ago']],
];

describe('the list filters in SQL agree with the shared rules', () => {
  let t: TestApp;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    companyId = (await signedInUser(t)).companyId;
    await storeListEvents(t.database.db, companyId, EVENTS);
  });
  afterAll(() => t.close());

  it.each(CASES)('%s', async (_label, partial, expected) => {
    const filter: EventListFilter = { tab: 'all', q: '', ...partial };
    const service = createEventsService(t.database.db, { now: () => NOW, sessionFigures: t.app.services.sessionFigures });
    const fromSql = await service.listPage({ id: 0, companyId, role: 'owner' }, { ...filter, page: 1 });

    const conditions = eventListConditions(filter, NOW.getTime());
    const everything = (await createEventsRepository(t.database.db).listForCompany({ companyId, hostUserId: null })).map(presentListItem);
    const byRule = everything.filter((event) => matchesEventList(eventListFacts(event), conditions)).map((event) => event.name);

    expect(fromSql.total).toBe(byRule.length);
    expect(namesOf(fromSql).sort()).toEqual(byRule.sort());
    if (expected) expect(namesOf(fromSql)).toEqual(expected);
    expect(fromSql.companyTotal).toBe(EVENTS.length);
  });
});
