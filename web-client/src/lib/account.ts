// The signed-in account, as far as this page knows it, and the account requests. Accounts are
// optional: every request failing (an older server, no network) just leaves the page signed out.
import { api, ApiError, type Account } from './api';
import { localSolved, mergeRequest } from './progress';
import { setting, storeSetting } from './storage';

/** Whether this browser was signed in when last seen (the session cookie itself is HttpOnly).
 * Without it the page does not ask GET /api/account: a signed-out visitor's expected 401 would be
 * logged by the browser as an error on every page. */
const HINT = 'account';

export function signedInHint(): boolean {
  return setting(HINT) === '1';
}

/** undefined: not asked yet; null: signed out. */
let current: Account | null | undefined;
// When the server last said who is signed in (this device's clock): a game's own note newer than that
// is fresher than the account's list of games in play (games-in-progress.ts, withAccountGames).
let fetchedMs = 0;
const listeners = new Set<() => void>();

export function account(): Account | null | undefined {
  return current;
}

/** Signed in as far as the page knows: the server's answer once it came; before it, the hint this
 * browser kept, so that a page drawn first shows what it will most likely be (Join, not Sign in). */
export function signedInAsFarAsKnown(): boolean {
  return current === undefined ? signedInHint() : current !== null;
}

export function accountFetchedMs(): number {
  return fetchedMs;
}

export function onAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(next: Account | null): Account | null {
  const changed = (current?.username ?? null) !== (next?.username ?? null) || current === undefined;
  current = next;
  fetchedMs = Date.now();
  if (signedInHint() !== (next !== null)) storeSetting(HINT, next ? '1' : '');
  if (changed) for (const listener of listeners) listener();
  return next;
}

// Bumped by every sign-in, sign-up, sign-out and deletion: what the server answered to a question
// asked before one of them (refreshAccount) is stale, and must not undo it: a probe at page load
// answering after a quick sign-in would show "not signed in" on the account page.
let generation = 0;
function decided(next: Account | null): Account | null {
  generation += 1;
  return set(next);
}

/** Asks the server who is signed in (GET /api/account) when this browser may be signed in: it was
 * last time, or `signedIn` says a server answer showed it (the exercises list's `signed_in`). With
 * `probe`, a browser with no hint asks GET /api/exercises first, which says so without a 401. */
export async function refreshAccount(options: { signedIn?: boolean; probe?: boolean } = {}): Promise<Account | null> {
  const asked = generation;
  const answered = (next: Account | null): Account | null => (asked === generation ? set(next) : (current ?? null));
  if (!options.signedIn && !signedInHint()) {
    if (!options.probe) return answered(null);
    try {
      if (!(await api<{ signed_in: boolean }>('GET', '/api/exercises')).signed_in) return answered(null);
    } catch {
      return answered(null);
    }
  }
  try {
    return answered(await api<Account>('GET', '/api/account'));
  } catch (error) {
    // Only the server's word signs this browser out: no session (401), or no accounts at all (404).
    // A refusal for load (429), a storage fault (503) or the network gone says nothing of the
    // session: what the page knew, or the hint, stands (a signed-in player was once shown "sign in
    // to create" on the tournaments page).
    if (error instanceof ApiError && (error.code === 'not_signed_in' || error.status === 404)) return answered(null);
    return current ?? null;
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
  return decided(await mergeLocalProgress(created)) as Account;
}

export async function signIn(username: string, password: string): Promise<Account> {
  const signedIn = await api<Account>('POST', '/api/session', { username, password });
  return decided(await mergeLocalProgress(signedIn)) as Account;
}

export async function signOut(): Promise<void> {
  try {
    await api('DELETE', '/api/session');
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'not_signed_in')) throw error;
  }
  decided(null);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<Account> {
  return set(await api<Account>('POST', '/api/account/password', { current: currentPassword, new: newPassword })) as Account;
}

/** Hides the public profile (or shows it again): `POST /api/account/profile`. */
export async function setProfileHidden(hidden: boolean): Promise<Account> {
  return set(await api<Account>('POST', '/api/account/profile', { hidden })) as Account;
}

export async function deleteAccount(password: string): Promise<void> {
  await api('DELETE', '/api/account', { password });
  decided(null);
}

/** The page learned the account's solved list changed (an exercise solved while signed in). */
export function noteSolved(id: string): void {
  if (current && !current.solved.includes(id)) current = { ...current, solved: [...current.solved, id] };
}

/** A request answered not_signed_in: the session ended elsewhere. */
export function noteSignedOut(error: unknown): void {
  if (error instanceof ApiError && error.code === 'not_signed_in') set(null);
}
