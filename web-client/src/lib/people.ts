// People one knows (issue 38; protocol/README.md, "HTTP: people one knows"): following and blocking a
// player by name, and the account's two lists. Each list is the account's alone.
import { api } from './api';

/** A game a followed player plays now that anyone may watch. */
export interface PlayingGame {
  game: string;
  variant: string;
  opponent: string | null;
}

export interface KnownPlayer {
  name: string;
  sinceMs: number;
  /** Following only: an events socket of theirs is open (they are on the site now). */
  online: boolean;
  /** Following only: their games in play, to watch. */
  playing: PlayingGame[];
}

function readPlaying(data: unknown): PlayingGame[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    const item = entry as { game?: unknown; variant?: unknown; opponent?: unknown } | null;
    if (typeof item?.game !== 'string' || typeof item.variant !== 'string') return [];
    return [{ game: item.game, variant: item.variant, opponent: typeof item.opponent === 'string' ? item.opponent : null }];
  });
}

export type Relation = 'follow' | 'block';

function readList(data: unknown, key: 'following' | 'blocked'): KnownPlayer[] {
  const list = (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const item = entry as { name?: unknown; since_ms?: unknown; online?: unknown; playing?: unknown } | null;
    if (typeof item?.name !== 'string') return [];
    return [{
      name: item.name, sinceMs: typeof item.since_ms === 'number' ? item.since_ms : 0, online: item.online === true,
      playing: readPlaying(item.playing),
    }];
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
