import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import { msg } from '@shared/messages/message';

/** zxcvbn-ts scores 0 to 4; 3 means about 10^8 guesses or more ("safely unguessable"). */
export const MIN_PASSWORD_SCORE = 3;
/** How much of a password the strength check reads. */
const PASSWORD_CHECKED_LENGTH = 64;
export const WEAK_PASSWORD = msg('auth.weakPassword');

/** Whose password it is: the words a guesser tries first for this account. */
export interface PasswordOwner {
  /** The account's username; both when an edit renames it. */
  usernames: readonly (string | null | undefined)[];
  /** The restaurant's name as the settings have it. */
  restaurantName: string;
}

// The dictionaries hold several hundred thousand words: built on first use, once per process.
let checker: ZxcvbnFactory | undefined;

/**
 * The one password rule: refused when zxcvbn-ts scores it below 3. That catches common
 * passwords, repeats and keyboard or number runs (`ababababab`, `qwertyuiop`), dates, and
 * passwords built on the restaurant's name or the username (`selamselam`, `owner12345`).
 * Server-only: the dictionaries stay out of the browser bundle.
 */
export function isWeakPassword(password: string, owner: PasswordOwner): boolean {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // Trying every l33t reading of a long password full of 1, ! and @ took seconds of the event
    // loop at the default of 100 readings; 10 keep the worst check under a tenth of a second.
    // A 64-character start that scores 3 is strong whatever follows.
    l33tMaxSubstitutions: 10,
    maxLength: PASSWORD_CHECKED_LENGTH,
  });
  return checker.check(password, userInputs(owner)).score < MIN_PASSWORD_SCORE;
}

/** Each name whole and word by word, in lower case: "Selam Ethiopian Restaurant", "selam", … */
function userInputs({ usernames, restaurantName }: PasswordOwner): string[] {
  const names = [restaurantName, DEFAULT_BUSINESS_INFO.name, ...usernames].filter((name): name is string =>
    Boolean(name),
  );
  const words = names.flatMap((name) => [name, ...name.split(/[^\p{L}]+/u)]).map((word) => word.toLowerCase());
  return [...new Set(words.filter((word) => word.length >= 3))];
}
