// Each player's accuracy over a game, a percentage, computed as lichess computes it
// (lila's modules/analyse/src/main/AccuracyPercent.scala) from the winning chances of the analysis
// (./move-judgement.ts: the first side's chance at each position, as a percentage W from 0 to 100):
//
//   a move's accuracy  A = 103.1668 · e^(−0.04354 · (W_before − W_after)) − 3.1669 + 1,
//                          kept within 0..100, with W the mover's own chance; 100 when it did not drop;
//   each move's weight w = the standard deviation of the chances in a window of positions around it
//                          (n / 10 positions wide, 2 to 8; the first moves share the first window),
//                          kept within 0.5..12: moves in a calm game weigh little, moves where the
//                          game swung weigh most;
//   a player's accuracy  = ( Σ w·A / Σ w  +  k / Σ (1 / max(A, 1)) ) / 2,
//                          the mean of the weighted mean and the harmonic mean of the player's k moves.
//
// The harmonic mean makes one blunder cost far more than one best move earns, as a teacher would
// count it. The "+ 1" is lichess's allowance for the engine's own imperfection.

/** A move's accuracy, from its player's chance before and after it, in percent (0–100). */
export function moveAccuracy(chanceBefore: number, chanceAfter: number): number {
  if (chanceAfter >= chanceBefore) return 100;
  const drop = (chanceBefore - chanceAfter) * 100;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * drop) - 3.166924740191411 + 1;
  return Math.min(100, Math.max(0, raw));
}

/** The population standard deviation. */
function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

/**
 * Each move's weight, from the first side's chances (in percent) at every position: one window a move,
 * lichess's windows (the first `size − 2` moves share the first window, then one sliding window each).
 */
export function moveWeights(percents: readonly number[]): number[] {
  const moves = percents.length - 1;
  if (moves < 1) return [];
  const size = Math.min(8, Math.max(2, Math.floor(moves / 10)));
  const first = percents.slice(0, size);
  const windows: number[][] = Array.from({ length: Math.max(0, Math.min(size, percents.length) - 2) }, () => first);
  for (let start = 0; start + size <= percents.length; start++) windows.push(percents.slice(start, start + size));
  return windows.slice(0, moves).map((window) => Math.min(12, Math.max(0.5, standardDeviation(window))));
}

/**
 * Each side's accuracy (the first side's, the second's), or null for a side with no move. `chances`
 * are the first side's chances (0–1) at every position, the start and after each move; `firstMoves`
 * says for each move whether the first side played it.
 */
export function gameAccuracy(chances: readonly number[], firstMoves: readonly boolean[]): { first: number | null; second: number | null } {
  const moves = Math.min(firstMoves.length, chances.length - 1);
  const percents = chances.slice(0, moves + 1).map((chance) => chance * 100);
  const weights = moveWeights(percents);
  const scored = Array.from({ length: moves }, (_, index) => {
    const first = firstMoves[index]!;
    const mine = (chance: number) => (first ? chance : 1 - chance);
    return { first, accuracy: moveAccuracy(mine(chances[index]!), mine(chances[index + 1]!)), weight: weights[index]! };
  });
  const of = (first: boolean): number | null => {
    const own = scored.filter((move) => move.first === first);
    if (own.length === 0) return null;
    const weighted = own.reduce((sum, move) => sum + move.weight * move.accuracy, 0) / own.reduce((sum, move) => sum + move.weight, 0);
    const harmonic = own.length / own.reduce((sum, move) => sum + 1 / Math.max(1, move.accuracy), 0);
    return (weighted + harmonic) / 2;
  };
  return { first: of(true), second: of(false) };
}
