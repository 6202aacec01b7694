// The games this player is in, from all the page knows: this browser's own (what the game page and
// the server last said of each, games-in-progress.ts) and, signed in, the account's games in play,
// those of other devices too. Home and the account page list them; the header counts those waiting
// for the player's move.
import { account, accountFetchedMs } from './account';
import { SUMMARY_PREFIX, finishedGames, gamesInProgress, readSummary, withAccountGames, type GameInProgress } from './games-in-progress';
import { secretFor, setting, storedUnder } from './storage';

export function yourGames(limit = 8): GameInProgress[] {
  const hasSecret = (game: string) => secretFor(game) !== null;
  const stored = storedUnder(SUMMARY_PREFIX);
  const local = gamesInProgress(stored, hasSecret, limit);
  // A game the server has just said is over is not in play, whatever an older account list says.
  const ended = finishedGames(stored, hasSecret, Infinity);
  const playing = account()?.playing?.filter((game) => !ended.some((known) => known.game === game.game));
  return playing ? withAccountGames(local, playing, limit, accountFetchedMs()) : local;
}

/** How many games wait for the player's move: the badge beside the brand on every page. */
export function gamesWaiting(): number {
  return yourGames(Infinity).filter((entry) => entry.turn === 'your-move').length;
}

/** The side this browser played in a game of the site (null: not one of its games): "your" mistakes in its analysis. */
export function yourSideIn(game: string): string | null {
  const stored = setting(SUMMARY_PREFIX + game);
  return stored ? readSummary(stored)?.side ?? null : null;
}
