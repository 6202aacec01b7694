// The /grec/answers page's model: the figures `petteia answers --variant <v>` prints (committed as
// src/data/answers/<v>.json, checked against the command by a ctest) read into the facts each of
// the original text's four questions needs. Nothing here knows an answer: every value, count and
// side comes from the file, and the page's sentences (../i18n/answers-*.ts) branch on them.
import type { Outcome, SolvedValue } from './solution';

/** Positions where the game is over, and how many of the loser's pieces stand outside its own target there. */
export interface OutsideCount {
  finishes: number;
  most: number;
  /** by_count[k]: finishes with k of the loser's pieces outside its target. */
  by_count: number[];
}

/** The arrivals, with the blockades (the side to move has no legal move and loses) beside them. */
export interface Finishes extends OutsideCount {
  blockades: OutsideCount;
}

export interface AnswersFile {
  variant: string;
  command: string;
  solved: {
    positions: number;
    finished?: number;
    wins: number;
    losses: number;
    draws: number;
    longest_plies: number;
    start: Outcome;
    first_moves: { move: string; value: SolvedValue; plies: number | null }[];
  };
  jumps: {
    positions: number;
    with_jump: number;
    best_includes_jump: number;
    best_only_jumps: number;
    jump_loses_value: number;
    /** Per side, in the order the sides play (the first moves at the start). */
    always_jumping: Record<string, Outcome>;
  };
  loser_outside: Finishes & { after_one_mistake: Finishes };
  draws: {
    drawn_positions: number;
    start: SolvedValue;
    /** "draw", or the side that wins when the perfect player plays itself. */
    expert_vs_expert: string;
    expert_vs_expert_reason?: string;
    expert_vs_expert_plies?: number;
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const VALUES: readonly string[] = ['win', 'draw', 'loss'];
const isOutcome = (value: unknown): value is Outcome => {
  const outcome = value as Partial<Outcome> | null;
  return typeof outcome === 'object' && outcome !== null && typeof outcome.value === 'string' && VALUES.includes(outcome.value) &&
    (outcome.plies === null || isCount(outcome.plies));
};
const isOutside = (value: unknown): value is OutsideCount => {
  const outside = value as Partial<OutsideCount> | null;
  return typeof outside === 'object' && outside !== null && isCount(outside.finishes) && isCount(outside.most) &&
    Array.isArray(outside.by_count) && outside.by_count.every(isCount);
};

/** The file when it has every figure the page says; null otherwise (the page then says nothing rather than a wrong figure). */
export function readAnswers(value: unknown): AnswersFile | null {
  const file = value as Partial<AnswersFile> | null;
  if (typeof file !== 'object' || file === null || typeof file.variant !== 'string' || typeof file.command !== 'string') return null;
  const { solved, jumps, loser_outside: loser, draws } = file;
  if (!solved || ![solved.positions, solved.wins, solved.losses, solved.draws, solved.longest_plies].every(isCount) || !isOutcome(solved.start) ||
      !Array.isArray(solved.first_moves) || !solved.first_moves.every((move) => typeof move?.move === 'string' && isOutcome(move))) return null;
  if (!jumps || ![jumps.positions, jumps.with_jump, jumps.best_includes_jump, jumps.best_only_jumps, jumps.jump_loses_value].every(isCount) ||
      typeof jumps.always_jumping !== 'object' || jumps.always_jumping === null || !Object.values(jumps.always_jumping).every(isOutcome)) return null;
  const isFinishes = (value: unknown): boolean => isOutside(value) && isOutside((value as Partial<Finishes>).blockades);
  if (!loser || !isFinishes(loser) || !isFinishes(loser.after_one_mistake)) return null;
  if (!draws || !isCount(draws.drawn_positions) || typeof draws.expert_vs_expert !== 'string' || !VALUES.includes(draws.start)) return null;
  return file as AnswersFile;
}

const RANK: Record<SolvedValue, number> = { loss: 0, draw: 1, win: 2 };

/** The value turned round: the other side's view of the same position. */
export function turned(value: SolvedValue): SolvedValue {
  return value === 'win' ? 'loss' : value === 'loss' ? 'win' : 'draw';
}

/** The sides in the order they play, as the file lists them (the side to move at the start first). */
export function sidesOf(file: AnswersFile): string[] {
  return Object.keys(file.jumps.always_jumping);
}

export interface AlwaysJumping {
  side: string;
  /** What the start is worth to this side when it jumps whenever it can (its best jump) against perfect play. */
  jumping: Outcome;
  /** What the start is worth to this side with perfect play. */
  perfect: SolvedValue;
}

export function alwaysJumping(file: AnswersFile): AlwaysJumping[] {
  const start = file.solved.start.value;
  return sidesOf(file).map((side, index) => ({
    side, jumping: file.jumps.always_jumping[side] as Outcome, perfect: index === 0 ? start : turned(start),
  }));
}

/** Whether jumping whenever one can costs some side something against perfect play (the question's answer: "no"). */
export function jumpingCosts(file: AnswersFile): boolean {
  return alwaysJumping(file).some((one) => RANK[one.jumping.value] < RANK[one.perfect]);
}

/** `part` out of `whole` in whole percents (below 1 % but not nothing: "< 1"); null when there is no whole. */
export function percent(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const share = (100 * part) / whole;
  if (part > 0 && share < 1) return '< 1';
  return String(Math.round(share));
}

/** The non-zero entries of a by_count list: how many finishes left k pieces outside. */
export function countsOutside(outside: OutsideCount): { outside: number; finishes: number }[] {
  return outside.by_count.flatMap((finishes, outside) => (finishes > 0 ? [{ outside, finishes }] : []));
}

/** The most of the loser's pieces outside its target over every kind of finish the file counts. */
export function mostOutside(finishes: Finishes): number {
  return Math.max(finishes.finishes > 0 ? finishes.most : 0, finishes.blockades.finishes > 0 ? finishes.blockades.most : 0);
}

/** The fewest of the loser's pieces outside its target at one of these finishes (0 when there are none). */
export function fewestOutside(outside: OutsideCount): number {
  return countsOutside(outside)[0]?.outside ?? 0;
}

/** The first moves grouped by their value, in the file's order of values met. */
export function firstMovesByValue(file: AnswersFile): { value: SolvedValue; moves: string[] }[] {
  const groups: { value: SolvedValue; moves: string[] }[] = [];
  for (const move of file.solved.first_moves) {
    const group = groups.find((one) => one.value === move.value);
    if (group) group.moves.push(move.move);
    else groups.push({ value: move.value, moves: [move.move] });
  }
  return groups;
}
