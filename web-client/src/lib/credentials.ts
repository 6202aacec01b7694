// The server's rules for user names and passwords (protocol/README.md, "HTTP: accounts"), checked
// in the browser only to help while typing: the server decides.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 256;

export type UsernameProblem = 'empty' | 'too-short' | 'too-long' | 'characters' | 'mixed-scripts';
export type PasswordProblem = 'empty' | 'too-short' | 'too-long';

// Letters of the Latin, Greek or Cyrillic script, ASCII digits, _ and -: roughly the server's allowlist
// (protocol/user_names.hpp), which also leaves out the letters UTS #39 does not recommend (the long s ſ,
// archaic Greek): the server's answer says so.
const USERNAME_CHARACTERS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}0-9_-]*$/u;
const NOT_A_LETTER = /[^\p{L}]/u;
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Greek}/u, /\p{Script=Cyrillic}/u];

/** The server accepts only NFC: a name typed decomposed (e + combining accent) is composed first. */
export function normalUsername(name: string): string {
  return name.normalize('NFC');
}

/** Why the server would refuse this user name (once in NFC), or null when it is well formed. */
export function usernameProblem(typed: string): UsernameProblem | null {
  const name = normalUsername(typed);
  const length = [...name].length; // code points, as the server counts them
  if (length === 0) return 'empty';
  if (!USERNAME_CHARACTERS.test(name) || [...name].some((c) => NOT_A_LETTER.test(c) && !/[0-9_-]/.test(c))) return 'characters';
  // The letters of one name are of one script ("Αριάδνη", not "Αriadne" with a Greek Alpha).
  if (SCRIPTS.filter((script) => script.test(name)).length > 1) return 'mixed-scripts';
  if (length < USERNAME_MIN) return 'too-short';
  if (length > USERNAME_MAX) return 'too-long';
  return null;
}

/** Passwords are measured in UTF-8 bytes, as the server measures them. */
export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}

export function passwordProblem(password: string): PasswordProblem | null {
  const bytes = passwordBytes(password);
  if (bytes === 0) return 'empty';
  if (bytes < PASSWORD_MIN_BYTES) return 'too-short';
  if (bytes > PASSWORD_MAX_BYTES) return 'too-long';
  return null;
}
