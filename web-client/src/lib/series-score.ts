// The score over a series of rematches, as this browser played it. The server knows each game's
// rematch but not the series, so the browser follows the chain it played in: each game points to the
// series' first game, and the series keeps each game's outcome for this player.
import { setting, storeSetting } from './storage';

export type Outcome = 'won' | 'lost' | 'draw';

export interface SeriesScore {
  won: number;
  lost: number;
  draws: number;
  games: number;
}

/** Where it is kept: any store with the storage module's shape, so that tests need no browser. */
export interface SeriesStore {
  get(name: string): string | null;
  set(name: string, value: string): void;
}

export const browserStore: SeriesStore = { get: setting, set: storeSetting };

const firstKey = (game: string) => `series.first.${game}`;
const outcomesKey = (first: string) => `series.outcomes.${first}`;

function firstGameOf(store: SeriesStore, game: string): string {
  return store.get(firstKey(game)) ?? game;
}

function outcomes(store: SeriesStore, first: string): Record<string, Outcome> {
  try {
    const parsed: unknown = JSON.parse(store.get(outcomesKey(first)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const kept: Record<string, Outcome> = {};
    for (const [game, outcome] of Object.entries(parsed))
      if (outcome === 'won' || outcome === 'lost' || outcome === 'draw') kept[game] = outcome;
    return kept;
  } catch {
    return {};
  }
}

/** Notes a finished game's outcome (once per game: a reload does not count it twice). */
export function recordOutcome(store: SeriesStore, game: string, outcome: Outcome): void {
  const first = firstGameOf(store, game);
  const known = outcomes(store, first);
  if (known[game] === outcome) return;
  known[game] = outcome;
  store.set(outcomesKey(first), JSON.stringify(known));
}

/** The rematch joins its game's series. */
export function linkRematch(store: SeriesStore, game: string, rematch: string): void {
  if (store.get(firstKey(rematch)) === null) store.set(firstKey(rematch), firstGameOf(store, game));
}

/** The score of the series the game belongs to, or null for a game played alone. */
export function seriesScore(store: SeriesStore, game: string): SeriesScore | null {
  const all = Object.values(outcomes(store, firstGameOf(store, game)));
  if (all.length < 2) return null;
  const count = (outcome: Outcome) => all.filter((one) => one === outcome).length;
  return { won: count('won'), lost: count('lost'), draws: count('draw'), games: all.length };
}
