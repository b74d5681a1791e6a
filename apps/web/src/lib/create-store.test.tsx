import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createStore, useStore } from './create-store';

describe('createStore', () => {
  it('tells subscribers about a new value, not about the same one, and stops after unsubscribing', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    store.set((current) => current * 10);
    expect(store.get()).toBe(20);
    expect(listener).toHaveBeenCalledTimes(2);
    store.set(20);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(3);
  });

  it('re-renders a component that reads it with useStore', () => {
    const store = createStore({ name: 'Ada' });
    function Name() {
      return <p>{useStore(store).name}</p>;
    }
    render(<Name />);
    expect(screen.getByText('Ada')).toBeTruthy();
    act(() => store.set({ name: 'Grace' }));
    expect(screen.getByText('Grace')).toBeTruthy();
  });
});
