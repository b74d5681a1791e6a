import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginFormSchema } from '@aula/shared';
import { schemaErrors } from './schema-errors';
import { useSchemaForm } from './use-schema-form';

type Values = { email: string; password: string; agree: boolean };

function TestForm({ onValid, onInvalid }: { onValid: (values: Values) => Promise<void>; onInvalid: (errors: object) => void }) {
  const form = useSchemaForm<Values>({
    initialValues: { email: '', password: '', agree: false },
    validate: (values) => ({ ...schemaErrors(loginFormSchema, values), ...(values.agree ? {} : { agree: 'Please agree' }) }),
    transformValues: (values) => ({ ...values, ...loginFormSchema.parse(values) }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onValid, onInvalid)}>
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <Checkbox label="Agree" {...form.getInputProps('agree', { type: 'checkbox' })} />
      <button type="submit">{form.submitting ? 'Sending' : 'Send'}</button>
    </form>
  );
}

function renderForm(onValid = vi.fn(async (_values: Values) => undefined as void), onInvalid = vi.fn()) {
  render(
    <MantineProvider>
      <TestForm onValid={onValid} onInvalid={onInvalid} />
    </MantineProvider>,
  );
  return { onValid, onInvalid, email: screen.getByLabelText('E-mail'), submit: () => userEvent.click(screen.getByRole('button')) };
}

describe('useSchemaForm', () => {
  it('checks a field with the shared schema when it is left, and drops its error while it is edited', async () => {
    const { email } = renderForm();
    const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    await userEvent.click(email);
    await userEvent.tab();
    await waitFor(() => expect(errorOf(email)).toBe('validation.required'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('data-path')).toBe('email');
    // Only the field that was left is checked.
    expect(errorOf(screen.getByLabelText('Password'))).toBeUndefined();
    await userEvent.type(email, 'mara@');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.tab();
    await waitFor(() => expect(errorOf(email)).toBe('validation.invalid_email'));
  });

  it('on submit shows every error and hands them over instead of the values', async () => {
    const { onValid, onInvalid, submit } = renderForm();
    await submit();
    expect(onInvalid).toHaveBeenCalledWith({ email: 'validation.required', password: 'validation.required', agree: 'Please agree' });
    expect(screen.getAllByText('validation.required')).toHaveLength(2);
    expect(screen.getByText('Please agree')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the transformed values of a valid form and says so while the handler runs', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn((_values: Values) => new Promise<void>((resolve) => (finish = resolve)));
    const { email, submit } = renderForm(onValid);
    await userEvent.type(email, '  mara@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Whatever-1');
    await userEvent.click(screen.getByLabelText('Agree'));
    await submit();
    expect(onValid).toHaveBeenCalledWith({ email: 'mara@example.com', password: 'Whatever-1', agree: true });
    expect(screen.getByRole('button').textContent).toBe('Sending');
    finish();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Send'));
  });
});
