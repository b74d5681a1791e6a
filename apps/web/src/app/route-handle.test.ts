import { describe, expect, it } from 'vitest';
import { routeTitleKey } from './route-handle';

const roomPage = { titleKey: 'rooms:edit.title', addTitleKey: 'rooms:add.title', idParam: 'roomID' };

describe('routeTitleKey', () => {
  it('takes the deepest route that names a title', () => {
    const matches = [
      { handle: { titleKey: 'event' }, params: {} },
      { handle: undefined, params: {} },
      { handle: { titleKey: 'content' }, params: {} },
    ];
    expect(routeTitleKey(matches)).toBe('content');
  });

  it('titles a record page "add" for id 0 and "edit" otherwise', () => {
    expect(routeTitleKey([{ handle: roomPage, params: { roomID: '0' } }])).toBe('rooms:add.title');
    expect(routeTitleKey([{ handle: roomPage, params: { roomID: '12' } }])).toBe('rooms:edit.title');
  });

  it('has no title when no route names one', () => {
    expect(routeTitleKey([{ handle: {}, params: {} }])).toBeUndefined();
  });
});
