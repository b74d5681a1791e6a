import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as german from '@zxcvbn-ts/language-de';
import { PASSWORD_MIN_STRENGTH_SCORE } from '@aula/shared';

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: loading the dictionaries takes a moment and most requests never need them. */
function getEstimator(): ZxcvbnFactory {
  if (!estimator) {
    // The German dictionary names its lists without a language suffix; suffix them so they
    // cannot replace a same-named list of another language.
    const germanDictionary = Object.fromEntries(Object.entries(german.dictionary).map(([name, words]) => [`${name}-de`, words]));
    estimator = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary, ...germanDictionary },
      graphs: common.adjacencyGraphs,
    });
  }
  return estimator;
}

/** True when the estimator scores the password below the minimum, given words personal to the user. */
export function isGuessablePassword(password: string, personalWords: string[]): boolean {
  return getEstimator().check(password, personalWords).score < PASSWORD_MIN_STRENGTH_SCORE;
}
