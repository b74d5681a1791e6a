import type { EventInfo } from '@aula/shared';

/** GET /api/event/{id} as the server answers it, for screens that only need an event's zone or dates. */
export const eventInfo = (overrides: Partial<EventInfo> = {}): EventInfo => ({
  id: 7,
  name: 'Summit',
  startDate: '2031-05-04',
  startTime: '09:00:00',
  endDate: '2031-05-05',
  endTime: '17:00:00',
  closingDate: '2031-06-05',
  closingTime: '17:00:00',
  location: 'Berlin',
  address: [],
  language: 'en',
  timezone: 120,
  conditions: '',
  code: null,
  originalStartDate: null,
  originalStartTime: null,
  hasSessions: false,
  ...overrides,
});
