/** Passwords the fake range server reports as breached, with their counts. */
export const BREACHED_PASSWORDS: Record<string, number> = {
  'Password123!': 123456,
  'Sommer2024!x': 42,
  // Meets every structural rule and the strength estimator, so only the breach check can stop it.
  'Quantum-Marmot-77': 314159,
};
