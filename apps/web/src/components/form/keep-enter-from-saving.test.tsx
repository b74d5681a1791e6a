import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keepEnterFromSaving } from './keep-enter-from-saving';

function SetupForm({ onSave }: { onSave: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      onKeyDown={keepEnterFromSaving}
    >
      <label>
        Start date
        <input name="date" />
      </label>
      <label>
        Description
        <textarea name="description" />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('keepEnterFromSaving', () => {
  it('keeps Enter in a single-line field from saving the form', async () => {
    const onSave = vi.fn();
    render(<SetupForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '12.03.2027{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves Enter to a multi-line field, where it starts a new line', async () => {
    const onSave = vi.fn();
    render(<SetupForm onSave={onSave} />);
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'one{Enter}two');
    expect((description as HTMLTextAreaElement).value).toBe('one\ntwo');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves with Ctrl+Enter or Cmd+Enter from a field, and with the Save button', async () => {
    const onSave = vi.fn();
    render(<SetupForm onSave={onSave} />);
    const date = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(date, '{Control>}{Enter}{/Control}');
    await userEvent.type(date, '{Meta>}{Enter}{/Meta}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(3);
  });
});
