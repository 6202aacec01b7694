// Home asks the server where the games this browser plays stand (GET /api/games?ids=…, one request
// for up to 20): a game lost on time while the player was away is then shown finished, never as
// "Your move". The answers are stored as the game page's own notes are (games-in-progress.ts).
import { api } from './api';
import { SUMMARY_PREFIX, applyStates, gamesChanged, gamesToAsk, type GameState } from './games-in-progress';
import { forgetSetting, secretFor, storeSetting, storedUnder } from './storage';

function isGameState(value: unknown): value is GameState {
  const state = value as Partial<GameState> | null;
  return typeof state === 'object' && state !== null && typeof state.game === 'string' && typeof state.found === 'boolean';
}

/** Asks and stores what changed; true when something did (Home draws its lists again). */
export async function refreshGameStates(): Promise<boolean> {
  const hasSecret = (game: string) => secretFor(game) !== null;
  const ids = gamesToAsk(storedUnder(SUMMARY_PREFIX), hasSecret);
  if (ids.length === 0) return false;
  let games: unknown;
  try {
    // Ids are base64url: nothing to encode, and the server reads them comma-separated.
    games = (await api<{ games?: unknown }>('GET', `/api/games?ids=${ids.join(',')}`)).games;
  } catch {
    return false; // offline, or refused: the notes stay as the game page left them
  }
  if (!Array.isArray(games)) return false;
  const changed = applyStates(storedUnder(SUMMARY_PREFIX), games.filter(isGameState));
  for (const [game, summary] of changed) {
    if (summary) storeSetting(SUMMARY_PREFIX + game, JSON.stringify(summary));
    else forgetSetting(SUMMARY_PREFIX + game);
  }
  if (changed.size > 0) gamesChanged();
  return changed.size > 0;
}
