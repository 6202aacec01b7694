// "Learn from your mistakes" (issue 40), as lichess offers it after a game: which of one player's moves
// are replayed, and whether a move tried instead is accepted. No rule and no new threshold here: both
// are the analysis's own judgement (./move-judgement.ts), so that the lesson never calls good what the
// analysis calls a mistake, nor refuses what it calls good. The lesson's course is ./mistake-lesson.ts.
import { judge, type Judgement, type PositionValue } from './move-judgement';

/** The judgements a lesson replays: lichess's "Learn from your mistakes" leaves inaccuracies alone. */
const REPLAYED: ReadonlySet<Judgement> = new Set(['mistake', 'blunder']);

/**
 * The moves (their indices in the game) to replay for one player (`firstPlayer`: the side that moves
 * first), in the game's order: that player's own moves judged a mistake or a blunder. A move given
 * away material the best move keeps is already one of them: the judgement counts it.
 */
export function mistakesToReplay(judgements: readonly (Judgement | undefined)[], firstMoves: readonly boolean[], firstPlayer: boolean): number[] {
  return judgements.flatMap((judgement, index) => (judgement && REPLAYED.has(judgement) && firstMoves[index] === firstPlayer ? [index] : []));
}

/** An answer checked: its judgement, and whether it is as good as the best. */
export interface CheckedAnswer {
  judgement: Judgement;
  good: boolean;
}

/**
 * A move tried, judged by the same measure as the game's moves: the engine's value of the position
 * before the mistake (from the analysis) against its value after the move tried. It is accepted when
 * the judgement calls it best or good: it loses less chance than the judgement's margin for "good" and
 * gives away no material the best move keeps (a piece given away is a mistake, whatever the chance).
 */
export function checkAnswer(move: string, before: PositionValue, after: PositionValue, moverIsFirst: boolean): CheckedAnswer {
  const judgement = judge(move, before, after, moverIsFirst);
  return { judgement, good: judgement === 'best' || judgement === 'good' };
}
