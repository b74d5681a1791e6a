// Loaded only through a dynamic import from the screens that set a password: the dictionaries are
// large and the login page must stay small.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';

const germanDictionary = Object.fromEntries(Object.entries(de.dictionary).map(([name, words]) => [`${name}-de`, words]));

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...germanDictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** Strength score 0 (very guessable) to 4; `userInputs` are words guessable for this person. */
export function passwordScore(password: string, userInputs: string[]): number {
  return zxcvbn.check(password, userInputs).score;
}
