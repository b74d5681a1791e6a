import { useEffect, useState } from 'react';
import { PASSWORD_MIN_STRENGTH_SCORE } from '@aula/shared';
import type * as PasswordEstimator from './password-estimator';

type Estimator = typeof PasswordEstimator;

let loading: Promise<Estimator> | null = null;

/** Loads the estimator chunk once per page; a failed load may be retried on the next call. */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= import('./password-estimator').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** True when the password scores below the shared minimum strength for this person. */
export async function isGuessablePassword(password: string, userInputs: string[]): Promise<boolean> {
  const estimator = await loadPasswordEstimator();
  return estimator.passwordScore(password, userInputs) < PASSWORD_MIN_STRENGTH_SCORE;
}

/** The estimator once its chunk has arrived, null before; starts loading when a password screen opens. */
export function usePasswordEstimator(): Estimator | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  useEffect(() => {
    let mounted = true;
    loadPasswordEstimator()
      .then((loaded) => mounted && setEstimator(loaded))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return estimator;
}
