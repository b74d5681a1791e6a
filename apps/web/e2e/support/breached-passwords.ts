/** Passwords the fake range server reports as breached, with their counts. */
export const BREACHED_PASSWORDS: Record<string, number> = {
  'Password123!': 123456,
  'Sommer2024!x': 42,
};
