// A game analysed position by position in the engine Worker: the start, then the position after each
// move, each searched at one level's depth without its mistakes (Engine::analyse), or read as
// finished. The values come back one by one (a progress bar, a graph that grows) and the run ends
// early when the engine is stopped (EngineStopped), keeping what it had.
import { BrowserEngine, type EngineGame, type EngineLevel } from './browser-engine';
import { finishedValue, searchedValue, type PositionValue } from '../lib/move-judgement';

export const ANALYSIS_LEVEL: EngineLevel = 'advanced';

/**
 * Every position's value, in order; `firstSide` names the side that moves first (the variant's
 * first side), for whom the values are given. `onValue` hears each value as it comes.
 */
export async function analyseGame(engine: BrowserEngine, game: EngineGame, firstSide: string, onValue: (value: PositionValue, index: number) => void): Promise<PositionValue[]> {
  const values: PositionValue[] = [];
  for (let index = 0; index <= game.moves.length; index++) {
    const position: EngineGame = { ...game, moves: game.moves.slice(0, index) };
    const answer = await engine.analyse(position, ANALYSIS_LEVEL);
    let value: PositionValue;
    if ('error' in answer) {
      if (answer.error.code !== 'game_over') throw new Error(answer.error.message);
      const verdict = await engine.legal(position);
      if ('error' in verdict) throw new Error(verdict.error.message);
      value = finishedValue(verdict.status.winner === null ? null : verdict.status.winner === firstSide);
    } else {
      value = searchedValue(answer.score, answer.to_move === firstSide, answer.move, answer.line);
    }
    values.push(value);
    onValue(value, index);
  }
  return values;
}
