// The server's rules for user names and passwords (protocol/README.md, "HTTP: accounts"), checked
// in the browser only to help while typing: the server decides.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 256;

export type UsernameProblem = 'empty' | 'too-short' | 'too-long' | 'characters';
export type PasswordProblem = 'empty' | 'too-short' | 'too-long';

/** Why the server would refuse this user name, or null when it is well formed. */
export function usernameProblem(name: string): UsernameProblem | null {
  if (name.length === 0) return 'empty';
  if (!/^[A-Za-z0-9_-]*$/.test(name)) return 'characters';
  if (name.length < USERNAME_MIN) return 'too-short';
  if (name.length > USERNAME_MAX) return 'too-long';
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
