import { describe, expect, it } from 'vitest';
import { createUserBodySchema, signupFormSchema } from './auth';
import { loginFormSchema } from './sign-in';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('login form', () => {
  it('trims and accepts a valid pair', () => {
    expect(loginFormSchema.parse({ email: '  a@b.de ', password: ' x ' })).toEqual({ email: 'a@b.de', password: 'x' });
  });
  it.each([
    [{ email: '', password: '' }, { email: 'validation.required', password: 'validation.required' }],
    [{ email: 'nope', password: 'x' }, { email: 'validation.invalid_email' }],
    [{ email: `${'a'.repeat(60)}@b.com`, password: 'x' }, { email: 'validation.max_65' }],
    [{ email: 'a@b.de', password: 'x'.repeat(51) }, { password: 'validation.max_50' }],
    [{ email: '   ', password: '   ' }, { email: 'validation.required', password: 'validation.required' }],
  ])('%j gives %j', (form, expected) => {
    expect(issues(loginFormSchema.safeParse(form))).toEqual(expected);
  });
});

describe('sign-up form', () => {
  const valid = {
    firstName: 'Anna',
    lastName: 'Schmidt',
    email: 'anna@example.com',
    password: 'Quiet-Harbour-42',
    confirmPassword: 'Quiet-Harbour-42',
    tosAgree: true,
  };
  it('accepts a complete form', () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ firstName: '' }, { firstName: 'validation.required' }],
    [{ lastName: 'x'.repeat(66) }, { lastName: 'validation.max_65' }],
    [{ confirmPassword: 'other' }, { confirmPassword: 'validation.passwords_different' }],
    [{ tosAgree: false }, { tosAgree: 'validation.tos_required' }],
    [{ password: 'short', confirmPassword: 'short' }, { password: 'validation.pass_length' }],
    [{ password: 'nouppercase1!', confirmPassword: 'nouppercase1!' }, { password: 'validation.pass_uppercase' }],
  ])('%j gives %j', (change, expected) => {
    expect(issues(signupFormSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('createUser body', () => {
  it('defaults lang and instance', () => {
    const body = createUserBodySchema.parse({
      username: 'a@b.de',
      password: 'Quiet-Harbour-42',
      first_name: 'A',
      last_name: 'B',
    });
    expect(body.lang).toBe('en');
    expect(body.instance).toBe('');
  });
});

describe('password confirmation', () => {
  it('says the passwords differ even while other fields are still empty', () => {
    const result = signupFormSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      password: 'Quiet-Harbour-42',
      confirmPassword: 'Quiet-Harbour-4',
      tosAgree: false,
    });
    expect(issues(result).confirmPassword).toBe('validation.passwords_different');
  });
});
