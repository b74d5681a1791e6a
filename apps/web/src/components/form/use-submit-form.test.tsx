import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications, notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { FormErrorAlert } from './form-error-alert';
import { useFieldProps } from './use-field-props';
import { useSubmitForm, type SubmitFormOptions } from './use-submit-form';

initI18n('en');

type Values = { email: string; name: string };
type Options = Omit<SubmitFormOptions<Values, string>, 'form'>;

function TestForm(options: Options) {
  const form = useForm<Values>({ initialValues: { email: 'ada@example.com', name: 'Ada' } });
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({ form, ...options });
  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
      <TextInput label="E-mail" data-path="email" {...field('email')} />
      <TextInput label="Name" data-path="name" {...field('name')} />
      <p>{form.isDirty() ? 'unsaved' : 'clean'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(options: Options) {
  render(
    <MantineProvider>
      <Notifications />
      <TestForm {...options} />
    </MantineProvider>,
  );
  return { save: () => userEvent.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('useSubmitForm', () => {
  // The toasts' store outlives a test's render.
  afterEach(() => notifications.clean());

  it('puts the server field errors next to their inputs under the form names and focuses the first', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Invalid', 400, 'invalid', { username: 'validation.invalid_email' }));
    const { save } = renderForm({ send, fieldNames: { username: 'email' }, fieldOrder: ['email', 'name'] });
    await save();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an error that belongs to no field in the alert, and clears it on the next submit', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError('The event is locked', 409, 'locked')).mockResolvedValueOnce('ok');
    const { save } = renderForm({ send });
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('The event is locked');
    await save();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('falls back to the generic message when the failure carries none', async () => {
    const { save } = renderForm({ send: vi.fn().mockRejectedValue('offline') });
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });

  it('after a save keeps what the server stored as the clean state, toasts, and calls onSuccess', async () => {
    const onSuccess = vi.fn();
    const { save } = renderForm({
      send: vi.fn().mockResolvedValue('Ada Lovelace'),
      resetTo: (stored, values) => ({ ...values, name: stored }),
      savedToast: true,
      onSuccess,
    });
    await userEvent.type(screen.getByLabelText('Name'), '!');
    expect(screen.getByText('unsaved')).toBeTruthy();
    await save();
    expect(await screen.findByText('Changes are saved')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith('Ada Lovelace', { email: 'ada@example.com', name: 'Ada!' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(screen.getByText('clean')).toBeTruthy();
  });

  it('sends nothing when a check stops the submit, showing its text', async () => {
    const send = vi.fn();
    const { save } = renderForm({ send, check: () => 'Confirm the overlap first' });
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('Confirm the overlap first');
    expect(send).not.toHaveBeenCalled();
  });

  it('lets the form answer an error itself before the general handling', async () => {
    const error = new ApiError('Overlaps with Keynote', 409, 'session_overlaps', { name: 'validation.required' });
    const handleError = vi.fn((failure: unknown) => (failure === error ? 'Overlaps with Keynote' : false));
    const { save } = renderForm({ send: vi.fn().mockRejectedValue(error), handleError });
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('Overlaps with Keynote');
    expect(screen.queryByText('Required field')).toBeNull();
    expect(handleError).toHaveBeenCalledWith(error, { email: 'ada@example.com', name: 'Ada' });
  });
});
