// The name a challenge made in this browser went to, by game (issue 38): the game's page says whom it
// waits for. Apart from challenges.ts (the API), since the game page is in the first load.
import { forgetSetting, setting, storeSetting } from './storage';

const CHALLENGED_PREFIX = 'challenged.';

export function challengedName(game: string): string | null {
  return setting(CHALLENGED_PREFIX + game);
}

export function noteChallenged(game: string, name: string): void {
  storeSetting(CHALLENGED_PREFIX + game, name);
}

export function forgetChallenge(game: string): void {
  forgetSetting(CHALLENGED_PREFIX + game);
}
