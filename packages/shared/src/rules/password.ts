import { PASSWORD_MIN_LENGTH } from '../constants';

/** Keys of the structural password rules, in the order the checklist shows them (docs/rules/accounts-and-sign-in.md#passwords). */
export const PASSWORD_RULES = ['pass_length', 'pass_uppercase', 'pass_lowercase', 'pass_digits', 'pass_special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const checks: Record<PasswordRule, (password: string) => boolean> = {
  pass_length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  pass_uppercase: (p) => /\p{Lu}/u.test(p),
  pass_lowercase: (p) => /\p{Ll}/u.test(p),
  pass_digits: (p) => /\p{Nd}/u.test(p),
  pass_special: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
};

/** Which structural rules a password meets, for the live checklist. */
export function passwordRuleResults(password: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, checks[rule](password)])) as Record<PasswordRule, boolean>;
}

/** The structural rules a password breaks; empty when it meets all of them. */
export function failedPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !checks[rule](password));
}

/**
 * Words an estimator should treat as easy to guess for a given person: parts of their name and
 * e-mail address, and the product's own name.
 */
export function personalPasswordWords(person: { email?: string; firstName?: string; lastName?: string }): string[] {
  const local = person.email?.split('@')[0] ?? '';
  return [person.firstName, person.lastName, local, ...local.split(/[._+-]/), 'aula']
    .map((w) => (w ?? '').trim().toLowerCase())
    .filter((w) => w.length >= 3);
}
