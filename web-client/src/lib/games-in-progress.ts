// The games this browser plays (it holds their seat secrets, see storage.ts), as Home lists them:
// the game view notes what it last saw of each game (localStorage["petteia.game.<id>"]), and Home
// lists the unfinished ones, those where it is the player's move first.
import { bothSeated, computerOpponent, isOver, isPlayer, type Role } from './game-state';
import type { AccountPlaying } from './api';
import type { Side, Snapshot } from './types';
import { forgetSetting, storeSetting } from './storage';

export const SUMMARY_PREFIX = 'game.'; // under petteia., through storage.ts

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
  return {
    variant: snapshot.variant, side: role, computer, stranger: snapshot.players != null, toMove: snapshot.to_move,
    opponentSeated: bothSeated(snapshot), over: isOver(snapshot), seenMs,
  };
}

/** Notes what Home lists of this game (whose move, the opponent); forgets it once the game is over. */
export function noteForHome(game: string, snapshot: Snapshot, role: Role | null): void {
  const summary = summarise(snapshot, role, Date.now());
  if (!summary) return;
  if (summary.over) forgetSetting(SUMMARY_PREFIX + game);
  else storeSetting(SUMMARY_PREFIX + game, JSON.stringify(summary));
}

export function readSummary(text: string): GameSummary | null {
  try {
    const value = JSON.parse(text) as Partial<GameSummary> | null;
    if (!value || typeof value !== 'object') return null;
    const { variant, side, computer, stranger, toMove, opponentSeated, over, seenMs } = value;
    if (typeof variant !== 'string' || typeof side !== 'string' || typeof toMove !== 'string' || typeof opponentSeated !== 'boolean'
      || typeof over !== 'boolean' || typeof seenMs !== 'number' || (computer !== null && typeof computer !== 'string')) return null;
    return { variant, side, computer: computer ?? null, stranger: stranger === true, toMove, opponentSeated, over, seenMs };
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

function ordered(games: GameInProgress[], limit: number): GameInProgress[] {
  games.sort((a, b) => ORDER[a.turn] - ORDER[b.turn] || b.summary.seenMs - a.summary.seenMs);
  return games.slice(0, limit);
}

/**
 * With a signed-in account: the server's list is the fresher truth about whose move it is, so it
 * replaces what this browser last saw of the same game; the account's games this browser holds no
 * seat for (played on another device) come after this browser's own, in the server's order.
 */
export function withAccountGames(local: GameInProgress[], playing: readonly AccountPlaying[], limit = 8): GameInProgress[] {
  const fromAccount = new Map(playing.map((game, index) => [game.game, { game, index }]));
  const games: GameInProgress[] = local.map((entry) => {
    const fresh = fromAccount.get(entry.game);
    if (!fresh) return entry;
    const summary = {
      ...entry.summary, stranger: entry.summary.stranger === true || fresh.game.opponent === 'stranger',
      toMove: fresh.game.to_move, opponentSeated: !fresh.game.waiting,
    };
    return { ...entry, summary, turn: turnOf(summary) };
  });
  const elsewhere: GameInProgress[] = playing.filter((game) => !local.some((entry) => entry.game === game.game)).map((game, index) => {
    const summary: GameSummary = {
      variant: game.variant, side: game.side, computer: game.opponent === 'computer' ? game.level : null,
      stranger: game.opponent === 'stranger', toMove: game.to_move,
      opponentSeated: !game.waiting, over: false, seenMs: -index, // after this browser's games, in the server's order
    };
    return { game: game.game, summary, turn: turnOf(summary), here: false };
  });
  return [...ordered(games, limit), ...ordered(elsewhere, limit)].slice(0, limit);
}
