// Which exercises this browser has solved (anonymous progress, kept in local storage), and which
// count as solved on a page: the account's list when signed in (the server's is the truth), else
// the browser's own. The local list is kept after it has been merged into an account: harmless,
// and still there for the next anonymous visit.

const KEY = 'petteia.solved';
const MAX_IDS = 1000; // a bound on what a corrupted or hostile value could make us carry around

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The ids in a stored value; anything unreadable counts as nothing solved. */
export function parseSolved(text: string | null): string[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/** The list with `id` added (once). */
export function withSolved(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function localSolved(store: KeyValueStore | null = browserStore()): string[] {
  try {
    return parseSolved(store?.getItem(KEY) ?? null);
  } catch {
    return [];
  }
}

export function markSolvedLocally(id: string, store: KeyValueStore | null = browserStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(withSolved(localSolved(store), id)));
  } catch {
    // Private mode or a full storage: the exercise is still solved, just not remembered here.
  }
}

/** The body of POST /api/account/progress at sign-in; null when there is nothing to merge. */
export function mergeRequest(local: readonly string[]): { solved: string[] } | null {
  return local.length === 0 ? null : { solved: [...local] };
}

/** What counts as solved: the account's list when signed in, else this browser's. */
export function solvedIds(account: { solved: readonly string[] } | null, local: readonly string[]): Set<string> {
  return new Set(account ? account.solved : local);
}
