import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useTokenOnce } from './use-token-once';

function Opener({ token, send }: { token: string; send: (variables: { token: string }) => void }) {
  useTokenOnce(token, send);
  return null;
}

describe('useTokenOnce', () => {
  it('sends the token once under StrictMode, though effects run twice', () => {
    const send = vi.fn();
    render(
      <StrictMode>
        <Opener token="abc" send={send} />
      </StrictMode>,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ token: 'abc' });
  });

  it('sends again for another token, not for a re-render with the same one', () => {
    const send = vi.fn();
    const { rerender } = render(<Opener token="abc" send={send} />);
    rerender(<Opener token="abc" send={send} />);
    rerender(<Opener token="def" send={send} />);
    expect(send.mock.calls).toEqual([[{ token: 'abc' }], [{ token: 'def' }]]);
  });
});
