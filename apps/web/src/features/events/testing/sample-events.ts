import type { EventListItem } from '@aula/shared';

const FAR_FUTURE_CLOSING = '2999-01-01T00:00:00.000Z';

/** 25 drafts in the far future (one with a code), named so that searches can pick some out. */
export function sampleEvents(): EventListItem[] {
  return Array.from({ length: 25 }, (_, index) => ({
    id: index + 1,
    name: index === 0 ? 'Harbour Festival' : `Workshop ${String(index + 1).padStart(2, '0')}`,
    code: index === 0 ? 'HRB7Q2' : null,
    country: '',
    city: '',
    location: index === 1 ? 'Lübeck' : 'Online',
    image: null,
    // Later ids start later, so the list (latest start first) begins with the highest id.
    startDate: `2998-01-${String(index + 1).padStart(2, '0')}`,
    startTime: '10:00',
    endDate: `2998-01-${String(index + 1).padStart(2, '0')}`,
    endTime: '12:00',
    timezoneOffset: 60,
    closingDateTime: FAR_FUTURE_CLOSING,
  }));
}
