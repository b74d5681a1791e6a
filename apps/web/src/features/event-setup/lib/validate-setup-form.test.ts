import { describe, expect, it } from 'vitest';
import { addDays, todayInZone, type EventInfo } from '@aula/shared';
import { newEventValues, type SetupFormValues } from './setup-form-values';
import { validateSetupForm } from './validate-setup-form';

const NOW = Date.UTC(2026, 5, 10, 12, 0);
const today = todayInZone(NOW, 60);

const valid = (overrides: Partial<SetupFormValues> = {}): SetupFormValues => ({
  ...newEventValues({ name: 'Summit', nowMs: NOW, timezone: 60 }),
  location: 'Berlin',
  ...overrides,
});

const asNew = { isAdmin: false, nowMs: NOW, saved: null };

function savedEvent(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    id: 4,
    name: 'Summit',
    startDate: today,
    startTime: '10:00',
    endDate: today,
    endTime: '18:00',
    closingDate: addDays(today, 31),
    closingTime: '18:00',
    location: 'Berlin',
    address: [],
    language: 'en',
    timezone: 60,
    conditions: '',
    code: 'K7P2QX',
    originalStartDate: today,
    originalStartTime: '10:00',
    hasSessions: false,
    ...overrides,
  };
}

describe('validateSetupForm', () => {
  it('accepts the defaults of a new event once it has a location', () => {
    expect(validateSetupForm(valid(), asNew)).toEqual({});
  });

  it('reports the schema’s required fields, the zone included, as keys', () => {
    const errors = validateSetupForm(valid({ name: '  ', location: '', startTime: '', timezone: '' }), asNew);
    expect(errors).toMatchObject({
      name: 'validation.required',
      location: 'validation.required',
      startTime: 'validation.required',
      timezone: 'validation.required',
    });
  });

  it('merges the shared date rules into the same result', () => {
    const start = addDays(today, 5);
    const errors = validateSetupForm(valid({ startDate: start, endDate: addDays(start, -1) }), asNew);
    expect(errors).toMatchObject({ startDate: 'validation.event_start_after_end', endDate: 'validation.event_end_before_start' });
  });

  it('lets the schema win on a field that both flag', () => {
    const errors = validateSetupForm(valid({ startDate: '', endDate: addDays(today, 2) }), asNew);
    expect(errors.startDate).toBe('validation.required');
    expect(errors.endDate).toBeUndefined();
  });

  it('checks the start against today in the event’s zone, not the viewer’s', () => {
    const lateInTonga = Date.UTC(2026, 5, 10, 20, 0);
    const startToday = todayInZone(lateInTonga, -660);
    const values = valid({ startDate: startToday, endDate: startToday, endTime: '18:00', startTime: '09:00', closingDate: addDays(startToday, 31) });
    expect(validateSetupForm({ ...values, timezone: '-660' }, { ...asNew, nowMs: lateInTonga })).toEqual({});
    expect(validateSetupForm({ ...values, timezone: '780' }, { ...asNew, nowMs: lateInTonga }).startDate).toBe(
      'validation.event_start_in_past',
    );
  });

  it('exempts admins from the 4-day maximum', () => {
    const start = addDays(today, 3);
    const values = valid({ startDate: start, endDate: addDays(start, 5), closingDate: addDays(start, 36) });
    expect(validateSetupForm(values, asNew).endDate).toBe('validation.event_too_long');
    expect(validateSetupForm(values, { ...asNew, isAdmin: true })).toEqual({});
  });

  it('locks the dates of a live event for non-admins only, using the loaded event', () => {
    const saved = savedEvent();
    const moved = valid({ ...saved, timezone: '60', startTime: '11:00' });
    const afterStart = Date.UTC(2026, 5, 10, 11, 0);
    expect(validateSetupForm(moved, { isAdmin: false, nowMs: afterStart, saved }).startTime).toBe('validation.event_live_locked');
    expect(validateSetupForm(moved, { isAdmin: true, nowMs: afterStart, saved }).startTime).toBeUndefined();
    const draft = savedEvent({ code: null });
    expect(validateSetupForm(moved, { isAdmin: false, nowMs: afterStart, saved: draft }).startTime).toBeUndefined();
  });
});
