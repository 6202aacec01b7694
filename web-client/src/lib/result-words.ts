// A finished game's result as a player says it: who won and what the loser did or could not do
// ("Dark won: Light resigned", "Dark won: Light cannot move any piece"), or the draw and why. Said by
// the step-through at a finished game's last position, by the viewer, and by the end of a game.
import type { Catalogue } from '../i18n/en';
import { pick } from '../i18n';
import type { Side } from './types';

export interface FinishedResult {
  state: string;
  winner: Side | null;
  reason: string | null;
}

/** The result in words; null for a game that is not over (or cancelled: nobody won, nothing to say). */
export function plainResult(catalogue: Catalogue, result: FinishedResult, sides: readonly Side[]): string | null {
  const name = (side: Side | undefined) => (side ? pick(catalogue.sides, side) ?? side : '');
  const words = catalogue.result;
  if (result.state === 'draw') {
    const reason = pick(catalogue.game.reasons, result.reason);
    return reason ? words.drawBecause(reason) : catalogue.game.draw;
  }
  if (result.state !== 'win' || !result.winner) return null;
  const winner = name(result.winner);
  const loser = name(sides.find((side) => side !== result.winner));
  const why = result.reason ? words.lossBecause[result.reason] : undefined;
  if (why) return words.won(winner, why(loser));
  const reason = pick(catalogue.game.reasons, result.reason);
  return reason ? words.won(winner, reason) : words.wonPlain(winner);
}
