import { dictionary } from '@zxcvbn-ts/language-common';
import { msg } from '@shared/messages/message';

export const GUESSABLE_PASSWORD = msg('auth.guessable');

// zxcvbn-ts's list of about 49,000 passwords seen most often in breaches, all lower case.
let commonPasswords: Set<string> | undefined;

/** On the list of common passwords (in any case), or one character over and over. */
export function isGuessablePassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase()) || /^(.)\1*$/su.test(password);
}
