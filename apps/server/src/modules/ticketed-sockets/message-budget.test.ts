import { describe, expect, it } from 'vitest';
import { createMessageBudget } from './message-budget';

describe('socket message budget', () => {
  const budgetAt = (clock: { ms: number }) => createMessageBudget({ burst: 3, perSecond: 2 }, () => clock.ms);

  it('lets a burst through at once and refuses the message after it', () => {
    const clock = { ms: 0 };
    const budget = budgetAt(clock);
    expect([budget.spend(), budget.spend(), budget.spend(), budget.spend()]).toEqual([true, true, true, false]);
  });

  it('refills at the rate per second, never beyond the burst', () => {
    const clock = { ms: 0 };
    const budget = budgetAt(clock);
    for (let i = 0; i < 3; i++) budget.spend();
    clock.ms = 500;
    expect(budget.spend()).toBe(true);
    expect(budget.spend()).toBe(false);
    clock.ms = 60_000;
    expect([budget.spend(), budget.spend(), budget.spend(), budget.spend()]).toEqual([true, true, true, false]);
  });

  it('keeps a client at the steady rate going for good', () => {
    const clock = { ms: 0 };
    const budget = budgetAt(clock);
    for (let second = 0; second < 100; second++) {
      clock.ms = second * 1000;
      expect([budget.spend(), budget.spend()]).toEqual([true, true]);
    }
  });
});
