// The server's rules for user names and passwords (protocol/README.md, "HTTP: accounts"), checked
// in the browser only to help while typing: the server decides.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 256;

export type UsernameProblem = 'empty' | 'too-short' | 'too-long' | 'characters';
export type PasswordProblem = 'empty' | 'too-short' | 'too-long';

// ASCII letters, digits, _ and -, and the letters of U+00C0–U+017F without × ÷ and U+0149 (the
// server's allowlist, protocol/user_names.hpp).
const USERNAME_CHARACTERS = /^[A-Za-z0-9_\-\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u0148\u014A-\u017F]*$/;

/** The server accepts only NFC: a name typed decomposed (e + combining accent) is composed first. */
export function normalUsername(name: string): string {
  return name.normalize('NFC');
}

/** Why the server would refuse this user name (once in NFC), or null when it is well formed. */
export function usernameProblem(typed: string): UsernameProblem | null {
  const name = normalUsername(typed);
  const length = [...name].length; // code points, as the server counts them
  if (length === 0) return 'empty';
  if (!USERNAME_CHARACTERS.test(name)) return 'characters';
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
