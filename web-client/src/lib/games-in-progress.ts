// The games this browser plays (it holds their seat secrets, see storage.ts), as Home lists them:
// the game view notes what it last saw of each game (localStorage["petteia.game.<id>"]), and Home
// lists the unfinished ones, those where it is the player's move first, then the last few finished.
// What the page last saw may be old (a game lost on time while away): Home asks the server the state
// of those games when it is shown (GET /api/games?ids=…, applyStates) before trusting "Your move".
import { bothSeated, computerOpponent, isOver, isPlayer, type Role } from './game-state';
import type { AccountPlaying } from './api';
import type { Side, Snapshot } from './types';
import { storeSetting } from './storage';

export const SUMMARY_PREFIX = 'game.'; // under petteia., through storage.ts

/** Sent on the window when what is stored of the games changed (the header's badge counts again). */
export const GAMES_CHANGED = 'petteia:games-changed';
export function gamesChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GAMES_CHANGED));
}

/** What the game view last saw of a game this browser plays. */
export interface GameSummary {
  variant: string;
  side: Side;
  computer: string | null; // the computer's level when playing it, else null (a person)
  stranger?: boolean; // a person met in the lobby (the snapshot names its players), not a friend by link
  toMove: Side;
  opponentSeated: boolean;
  over: boolean;
  seenMs: number; // when it was seen (the device's clock: only for ordering)
  result?: SummaryResult; // once over
  /** Days per move (correspondence): when the side to move's time runs out, as last known (ms since the epoch). */
  deadlineMs?: number;
}

export interface SummaryResult {
  state: string; // 'win', 'draw', 'aborted'
  winner: Side | null;
  reason: string | null;
}

export type Turn = 'your-move' | 'their-move' | 'waiting-for-friend';

export interface GameInProgress {
  game: string;
  summary: GameSummary;
  turn: Turn;
  /** This browser holds the seat's secret (else the game was played on another device: shown, not opened). */
  here: boolean;
}

/** The summary of a player's game (null for a spectator: Home lists only the player's own games). */
export function summarise(snapshot: Snapshot, role: Role | null, seenMs: number): GameSummary | null {
  if (!isPlayer(role, snapshot)) return null;
  const computer = computerOpponent(role, snapshot) === null ? null : snapshot.computer?.level ?? null;
  const over = isOver(snapshot);
  return {
    variant: snapshot.variant, side: role, computer, stranger: snapshot.players != null, toMove: snapshot.to_move,
    opponentSeated: bothSeated(snapshot), over, seenMs,
    ...(over ? { result: { state: snapshot.result.state, winner: snapshot.result.winner, reason: snapshot.result.reason } } : {}),
    ...(!over && snapshot.clock?.days && typeof snapshot.clock.deadline_ms === 'number' ? { deadlineMs: snapshot.clock.deadline_ms } : {}),
  };
}

/** Notes what Home lists of this game (whose move, the opponent, its end once over). */
export function noteForHome(game: string, snapshot: Snapshot, role: Role | null): void {
  const summary = summarise(snapshot, role, Date.now());
  if (!summary) return;
  storeSetting(SUMMARY_PREFIX + game, JSON.stringify(summary));
  gamesChanged();
}

export function readSummary(text: string): GameSummary | null {
  try {
    const value = JSON.parse(text) as Partial<GameSummary> | null;
    if (!value || typeof value !== 'object') return null;
    const { variant, side, computer, stranger, toMove, opponentSeated, over, seenMs, result, deadlineMs } = value;
    if (typeof variant !== 'string' || typeof side !== 'string' || typeof toMove !== 'string' || typeof opponentSeated !== 'boolean'
      || typeof over !== 'boolean' || typeof seenMs !== 'number' || (computer !== null && typeof computer !== 'string')) return null;
    const summary: GameSummary = { variant, side, computer: computer ?? null, stranger: stranger === true, toMove, opponentSeated, over, seenMs };
    if (typeof deadlineMs === 'number' && Number.isFinite(deadlineMs)) summary.deadlineMs = deadlineMs;
    if (result && typeof result === 'object' && typeof result.state === 'string') {
      summary.result = { state: result.state, winner: typeof result.winner === 'string' ? result.winner : null, reason: typeof result.reason === 'string' ? result.reason : null };
    }
    return summary;
  } catch {
    return null;
  }
}

export function turnOf(summary: GameSummary): Turn {
  if (!summary.opponentSeated) return 'waiting-for-friend';
  return summary.toMove === summary.side ? 'your-move' : 'their-move';
}

const ORDER: Record<Turn, number> = { 'your-move': 0, 'waiting-for-friend': 1, 'their-move': 2 };

/**
 * The unfinished games among the stored summaries whose seat secret this browser still holds,
 * the player's move first, then the most recently seen; at most `limit`.
 */
export function gamesInProgress(summaries: Iterable<[string, string]>, hasSecret: (game: string) => boolean, limit = 8): GameInProgress[] {
  const games: GameInProgress[] = [];
  for (const [game, text] of summaries) {
    const summary = readSummary(text);
    if (!summary || summary.over || !hasSecret(game)) continue;
    games.push({ game, summary, turn: turnOf(summary), here: true });
  }
  return ordered(games, limit);
}

/** The finished games among the stored summaries this browser played, the most recently seen first; at most `limit`. */
export function finishedGames(summaries: Iterable<[string, string]>, hasSecret: (game: string) => boolean, limit = 4): GameInProgress[] {
  const games: GameInProgress[] = [];
  for (const [game, text] of summaries) {
    const summary = readSummary(text);
    if (summary?.over && hasSecret(game)) games.push({ game, summary, turn: turnOf(summary), here: true });
  }
  return games.sort((a, b) => b.summary.seenMs - a.summary.seenMs).slice(0, limit);
}

/** A game's public state from the server (GET /api/games?ids=…, protocol/README.md). */
export interface GameState {
  game: string;
  found: boolean;
  over?: boolean;
  to_move?: Side;
  result?: SummaryResult;
  deadline_ms?: number; // days per move, while the game goes on
}

/** The most games asked about in one request (the server's limit). */
export const MAX_STATES_ASKED = 20;

/** The unfinished games to ask the server about: the most recently seen first, at most MAX_STATES_ASKED. */
export function gamesToAsk(summaries: Iterable<[string, string]>, hasSecret: (game: string) => boolean): string[] {
  const games: [string, number][] = [];
  for (const [game, text] of summaries) {
    const summary = readSummary(text);
    if (summary && !summary.over && hasSecret(game)) games.push([game, summary.seenMs]);
  }
  return games.sort((a, b) => b[1] - a[1]).slice(0, MAX_STATES_ASKED).map(([game]) => game);
}

/**
 * The summaries the server's answer changes, to store again: a game over now keeps its result (and
 * moves to Finished), one in play its side to move; null for a game the server does not know (to
 * forget). Games the answer does not mention are left as they are.
 */
export function applyStates(summaries: Iterable<[string, string]>, states: readonly GameState[]): Map<string, GameSummary | null> {
  const known = new Map(Array.from(summaries, ([game, text]) => [game, readSummary(text)] as const));
  const changed = new Map<string, GameSummary | null>();
  for (const state of states) {
    const summary = known.get(state.game);
    if (!summary) continue;
    if (!state.found) {
      changed.set(state.game, null);
      continue;
    }
    const over = state.over === true;
    const toMove = state.to_move ?? summary.toMove;
    const deadlineMs = over || typeof state.deadline_ms !== 'number' ? undefined : state.deadline_ms;
    if (over === summary.over && toMove === summary.toMove && deadlineMs === summary.deadlineMs) continue;
    const { deadlineMs: _old, ...rest } = summary;
    changed.set(state.game, { ...rest, over, toMove, ...(over && state.result ? { result: state.result } : {}), ...(deadlineMs === undefined ? {} : { deadlineMs }) });
  }
  return changed;
}

function ordered(games: GameInProgress[], limit: number): GameInProgress[] {
  games.sort((a, b) => ORDER[a.turn] - ORDER[b.turn] || b.summary.seenMs - a.summary.seenMs);
  return games.slice(0, limit);
}

/**
 * With a signed-in account: the server's list is the fresher truth about whose move it is, so it
 * replaces what this browser last saw of the same game before `fetchedMs` (when the list was fetched); the account's games this browser holds no
 * seat for (played on another device) come after this browser's own, in the server's order.
 */
export function withAccountGames(local: GameInProgress[], playing: readonly AccountPlaying[], limit = 8, fetchedMs = Infinity): GameInProgress[] {
  const fromAccount = new Map(playing.map((game, index) => [game.game, { game, index }]));
  const games: GameInProgress[] = local.map((entry) => {
    const fresh = fromAccount.get(entry.game);
    // What the game page saw after the account's list was fetched (a move just played) is fresher.
    if (!fresh || entry.summary.seenMs > fetchedMs) return entry;
    const { deadlineMs: _old, ...rest } = entry.summary;
    const summary: GameSummary = {
      ...rest, stranger: entry.summary.stranger === true || fresh.game.opponent === 'stranger',
      toMove: fresh.game.to_move, opponentSeated: !fresh.game.waiting,
      ...(typeof fresh.game.deadline_ms === 'number' ? { deadlineMs: fresh.game.deadline_ms } : {}),
    };
    return { ...entry, summary, turn: turnOf(summary) };
  });
  const elsewhere: GameInProgress[] = playing.filter((game) => !local.some((entry) => entry.game === game.game)).map((game, index) => {
    const summary: GameSummary = {
      variant: game.variant, side: game.side, computer: game.opponent === 'computer' ? game.level : null,
      stranger: game.opponent === 'stranger', toMove: game.to_move,
      opponentSeated: !game.waiting, over: false, seenMs: -index, // after this browser's games, in the server's order
      ...(typeof game.deadline_ms === 'number' ? { deadlineMs: game.deadline_ms } : {}),
    };
    return { game: game.game, summary, turn: turnOf(summary), here: false };
  });
  return [...ordered(games, limit), ...ordered(elsewhere, limit)].slice(0, limit);
}
