// The signed-in account, as far as this page knows it, and the account requests. Accounts are
// optional: every request failing (an older server, no network) just leaves the page signed out.
import { api, ApiError, type Account } from './api';
import { localSolved, mergeRequest } from './progress';

/** undefined: not asked yet; null: signed out. */
let current: Account | null | undefined;
const listeners = new Set<() => void>();

export function account(): Account | null | undefined {
  return current;
}

export function onAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(next: Account | null): Account | null {
  const changed = (current?.username ?? null) !== (next?.username ?? null) || current === undefined;
  current = next;
  if (changed) for (const listener of listeners) listener();
  return next;
}

/** Asks the server who is signed in (GET /api/account). */
export async function refreshAccount(): Promise<Account | null> {
  try {
    return set(await api<Account>('GET', '/api/account'));
  } catch {
    return set(null); // not_signed_in, or a server without accounts
  }
}

/** After sign-in or sign-up: this browser's anonymous progress goes into the account. */
async function mergeLocalProgress(signedIn: Account): Promise<Account> {
  const body = mergeRequest(localSolved());
  if (!body) return signedIn;
  try {
    return await api<Account>('POST', '/api/account/progress', body);
  } catch {
    return signedIn; // merged at the next sign-in
  }
}

export async function signUp(username: string, password: string): Promise<Account> {
  const created = await api<Account>('POST', '/api/account', { username, password });
  return set(await mergeLocalProgress(created)) as Account;
}

export async function signIn(username: string, password: string): Promise<Account> {
  const signedIn = await api<Account>('POST', '/api/session', { username, password });
  return set(await mergeLocalProgress(signedIn)) as Account;
}

export async function signOut(): Promise<void> {
  try {
    await api('DELETE', '/api/session');
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'not_signed_in')) throw error;
  }
  set(null);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<Account> {
  return set(await api<Account>('POST', '/api/account/password', { current: currentPassword, new: newPassword })) as Account;
}

export async function deleteAccount(password: string): Promise<void> {
  await api('DELETE', '/api/account', { password });
  set(null);
}

/** The page learned the account's solved list changed (an exercise solved while signed in). */
export function noteSolved(id: string): void {
  if (current && !current.solved.includes(id)) current = { ...current, solved: [...current.solved, id] };
}

/** A request answered not_signed_in: the session ended elsewhere. */
export function noteSignedOut(error: unknown): void {
  if (error instanceof ApiError && error.code === 'not_signed_in') set(null);
}
