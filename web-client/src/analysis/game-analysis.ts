// A game analysed position by position in the engine Workers: the start, then the position after
// each move, each searched at one level's depth without its mistakes (Engine::analyse), or read as
// finished. The values come back one by one (a progress bar, a graph that grows) and the run ends
// early when an engine is stopped (EngineStopped), keeping what it had.
import { BrowserEngine, type EngineGame, type EngineLevel } from './browser-engine';
import { exactValue, finishedValue, searchedValue, type Material, type PositionValue } from '../lib/move-judgement';

/** The game to analyse, as the viewer has it. */
export interface AnalysedGame {
  variant: string;
  start: string;
  moves: string[];
  /** For each move: whether the first side played it. */
  firstMoves: boolean[];
  /** The variant's two sides, the first side first. */
  sides: [string, string];
  /** Whether the second side moved first (a position pasted with it to move): for the lines' move numbers. */
  secondStarts: boolean;
  /** The side this browser played (a game of the site played here): "your" mistakes; null: either side's. */
  player: string | null;
}

export const ANALYSIS_LEVEL: EngineLevel = 'advanced';

/**
 * Every position's value, shared among the engines given (one Worker each: a phone's cores analyse
 * positions side by side), each value heard by `onValue` with its index as it comes, in any order.
 * `firstSide` names the side that moves first, for whom the values are given.
 */
export async function analyseGame(engines: readonly BrowserEngine[], game: EngineGame, firstSide: string, onValue: (value: PositionValue, index: number) => void): Promise<void> {
  let next = 0;
  const work = async (engine: BrowserEngine) => {
    while (next <= game.moves.length) {
      const index = next++;
      onValue(await positionValue(engine, { ...game, moves: game.moves.slice(0, index) }, firstSide), index);
    }
  };
  await Promise.all(engines.map(work));
}

/** How many Workers analyse at once: the cores the device has, less one for the page, at most two (each holds the engine's tables). */
export function analysisWorkers(cores: number): number {
  return Math.max(1, Math.min(2, cores - 1));
}

/** The engine's material per side's name as the first side's and the second's (none for a game without captures). */
export function materialOf(bySide: Record<string, number> | null | undefined, firstSide: string): Material | undefined {
  if (!bySide) return undefined;
  const second = Object.keys(bySide).find((side) => side !== firstSide);
  const first = bySide[firstSide];
  return first === undefined || second === undefined ? undefined : { first, second: bySide[second]! };
}

/** One position's value: searched, read from an endgame table, or finished ("Learn from your mistakes" values each move tried too). */
export async function positionValue(engine: BrowserEngine, position: EngineGame, firstSide: string): Promise<PositionValue> {
  const answer = await engine.analyse(position, ANALYSIS_LEVEL);
  if (!('error' in answer)) {
    const moverIsFirst = answer.to_move === firstSide;
    // A Petteia endgame table's value (the Worker fetched the tables the position needs): exact.
    const material = materialOf(answer.line_material, firstSide);
    if (answer.table) return exactValue({ ...answer.table, moverIsFirst }, answer.move, answer.line, material);
    return searchedValue(answer.score, moverIsFirst, answer.move, answer.line, material);
  }
  if (answer.error.code !== 'game_over') throw new Error(answer.error.message);
  const verdict = await engine.legal(position);
  if ('error' in verdict) throw new Error(verdict.error.message);
  return finishedValue(verdict.status.winner === null ? null : verdict.status.winner === firstSide, materialOf(verdict.material, firstSide));
}
