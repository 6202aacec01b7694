// People one knows (issue 38; protocol/README.md, "HTTP: people one knows"): following and blocking a
// player by name, and the account's two lists. Each list is the account's alone.
import { api } from './api';

export interface KnownPlayer {
  name: string;
  sinceMs: number;
  /** Following only: an events socket of theirs is open (they are on the site now). */
  online: boolean;
}

export type Relation = 'follow' | 'block';

function readList(data: unknown, key: 'following' | 'blocked'): KnownPlayer[] {
  const list = (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const item = entry as { name?: unknown; since_ms?: unknown; online?: unknown } | null;
    if (typeof item?.name !== 'string') return [];
    return [{ name: item.name, sinceMs: typeof item.since_ms === 'number' ? item.since_ms : 0, online: item.online === true }];
  });
}

export async function following(): Promise<KnownPlayer[]> {
  return readList(await api<unknown>('GET', '/api/account/following'), 'following');
}

export async function blocked(): Promise<KnownPlayer[]> {
  return readList(await api<unknown>('GET', '/api/account/blocked'), 'blocked');
}

/** Follows or blocks `name` (on), or stops (off); resolves once the server has stored it. */
export async function setRelation(name: string, relation: Relation, on: boolean): Promise<void> {
  await api<unknown>(on ? 'POST' : 'DELETE', `/api/players/${encodeURIComponent(name)}/${relation}`);
}

/** Whether `name` is in the list (names compared as the server keys them, case aside). */
export function listed(list: readonly KnownPlayer[], name: string): boolean {
  const wanted = name.toLocaleLowerCase();
  return list.some((player) => player.name.toLocaleLowerCase() === wanted);
}
