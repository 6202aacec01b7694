// Exercises without the DOM: the list grouped for display (which one to offer: exercise-offer.ts), the
// boards to draw around an attempt and the solution played out, and the explanation of a wrong move in the page's language.
import type { ExerciseItem, Explanation, Family, PlayedMove } from './api';
import { displayMove, moveEnds } from './notation';
import { countPieces, parsePosition, parseSquare, type Board, type Layout } from './position';
import type { Side } from './types';
import type { Catalogue } from '../i18n/en';

export const FAMILIES: readonly Family[] = ['capture', 'defence', 'finish'];

export interface DifficultyGroup {
  difficulty: number;
  items: ExerciseItem[];
}

export interface FamilyGroup {
  family: string;
  levels: DifficultyGroup[];
}

/** Families in the order capture, defence, finish (any other after, as they come), then difficulty
 * 1 to 3; within a difficulty the server's order (by variant) is kept. */
export function groupExercises(items: readonly ExerciseItem[]): FamilyGroup[] {
  const families: string[] = [...FAMILIES.filter((family) => items.some((item) => item.family === family))];
  for (const item of items) if (!families.includes(item.family)) families.push(item.family);
  return families.map((family) => {
    const ofFamily = items.filter((item) => item.family === family);
    const difficulties = [...new Set(ofFamily.map((item) => item.difficulty))].sort((a, b) => a - b);
    return { family, levels: difficulties.map((difficulty) => ({ difficulty, items: ofFamily.filter((item) => item.difficulty === difficulty) })) };
  });
}

/** The exercises in the order the list shows them. */
export function listOrder(items: readonly ExerciseItem[]): ExerciseItem[] {
  return groupExercises(items).flatMap((group) => group.levels.flatMap((level) => level.items));
}

/** Stars for a difficulty of 1 to 3 ("★★☆"); the page pairs them with words for screen readers. */
export function stars(difficulty: number): string {
  const filled = Math.max(1, Math.min(3, Math.round(difficulty)));
  return '★'.repeat(filled) + '☆'.repeat(3 - filled);
}

/** The board after a move the server reported (its captures are given: no rule is re-implemented). */
export function applyPlayed(board: Board, played: PlayedMove): Board {
  const cells = board.cells.map((rank) => [...rank]);
  const [from, to] = moveEnds(played.move, board.coords).map((name) => parseSquare(name, board.coords));
  if (from && to) {
    const piece = cells[from.rank - 1]?.[from.file] ?? null;
    const fromRank = cells[from.rank - 1];
    const toRank = cells[to.rank - 1];
    if (fromRank) fromRank[from.file] = null;
    if (toRank) toRank[to.file] = piece;
  }
  for (const name of played.captured) {
    const square = parseSquare(name, board.coords);
    const rank = square ? cells[square.rank - 1] : undefined;
    if (square && rank) rank[square.file] = null;
  }
  return { ...board, cells };
}

export interface ExplanationWords {
  listFormat: (items: string[]) => string;
  youPlayed(move: string): string;
  tookFewer(move: string, took: number, needed: number): string;
  wouldAnswer(side: string, move: string): string;
  wouldCapture(side: string, move: string, squares: string): string;
  escapes(side: string, move: string): string;
  notAtOnce: string;
  notForced: string;
  stillThreatened: string;
}

/** Why a legal move was not the solution: the move played, the goal missed, the answer to it.
 * `solverMoves` is the exercise's count of the player's moves (a one-move finish is said so). */
export function explanationText(explanation: Explanation, words: ExplanationWords, solverMoves = 0): string {
  const reply = explanation.reply;
  const mine = displayMove(explanation.move.move);
  const answer = reply
    ? reply.captured.length > 0
      ? words.wouldCapture(reply.side, displayMove(reply.move), words.listFormat(reply.captured))
      : words.wouldAnswer(reply.side, displayMove(reply.move))
    : '';
  const parts: string[] = [];
  switch (explanation.goal) {
    case 'capture': {
      const needed = explanation.captures_needed;
      parts.push(needed === null ? words.youPlayed(mine) : words.tookFewer(mine, explanation.move.captured.length, needed), answer);
      break;
    }
    case 'defence':
      parts.push(words.youPlayed(mine), answer || words.stillThreatened);
      break;
    case 'finish':
      if (solverMoves === 1) parts.push(words.youPlayed(mine), words.notAtOnce, answer);
      else parts.push(words.youPlayed(mine), reply ? words.escapes(reply.side, displayMove(reply.move)) : words.notForced);
      break;
    default:
      parts.push(words.youPlayed(mine), answer);
  }
  return parts.filter(Boolean).join(' ');
}

/** The words of an explanation in one catalogue's language. */
export function explanationWordsOf(catalogue: Catalogue, lang: string): ExplanationWords {
  return {
    listFormat: (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items),
    ...catalogue.exercises.explain,
  };
}

/** Why a solved finish is won, read from the final position (the exercise's state names no reason):
 * the opponent has one piece or none left, else (the game being over) no legal move — each only when
 * the catalogue's `end_reasons` has it. null when the position cannot be read or neither applies. */
export function finishReason(position: string, layout: Layout, solver: Side, endReasons: readonly string[] = ['pieces', 'no-moves']): { side: Side; left: number } | { side: Side; noMoves: true } | null {
  const opponent = layout.sides.find((side) => side !== solver);
  const board = parsePosition(position, layout);
  if (!opponent || !board) return null;
  const left = countPieces(board, opponent);
  // Only the ends the catalogue says this game has (`pieces`: one piece or none left; `no-moves`).
  if (left <= 1 && endReasons.includes('pieces')) return { side: opponent, left };
  return endReasons.includes('no-moves') ? { side: opponent, noMoves: true } : null;
}

/** After a right move: "Right! Dark answers D5 → D3 and captures C3. Find the next move." */
export function rightAnswerText(catalogue: Catalogue, reply: PlayedMove, words: ExplanationWords): string {
  const text = catalogue.exercises;
  const answer = reply.captured.length
    ? text.answersCapturing(reply.side, displayMove(reply.move), words.listFormat(reply.captured))
    : text.answers(reply.side, displayMove(reply.move));
  return `${text.correct} ${answer} ${text.yourTurnAgain}`;
}

/** Once solved: why a finish is won (finishReason), and where the progress is kept. */
export function solvedText(catalogue: Catalogue, reason: ReturnType<typeof finishReason>, recorded: boolean): string {
  const text = catalogue.exercises;
  const why = !reason ? '' : 'left' in reason ? text.onePieceLeft(reason.side, reason.left) : text.noMovesLeft(reason.side);
  return [why, recorded ? text.solvedSaved : text.solvedLocal].filter(Boolean).join(' ');
}

/** Each exercise's number within its family, in list order ("Capture 3"): the same whatever the filter. */
export function familyNumbers(items: readonly ExerciseItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  const numbers = new Map<string, number>();
  for (const item of listOrder(items)) {
    const n = (counts.get(item.family) ?? 0) + 1;
    counts.set(item.family, n);
    numbers.set(item.id, n);
  }
  return numbers;
}

/** Whether a goal's text already says in how many moves ("Win in one move.", "… en 2 coups …"). */
export function goalSaysMoves(goal: string): boolean {
  return /\b(in|with) (one|two|three|a single|\d+) moves?\b/i.test(goal) || /\ben (un|deux|trois|\d+)( seul)? coups?\b/i.test(goal)
    // Greek (no \b: it knows only Latin letters): "με μία κίνηση", "σε 3 κινήσεις".
    || /(^|\s)(με|σε) (μία|ένα|δύο|τρεις|\d+) κ[ιί]ν[ηή]σ/i.test(goal);
}

/**
 * The solution shown: from `board`, each move drawn in turn (`draw` with the board after it and the
 * moves so far), `wait` putting the next one off (the page's pause between moves).
 */
export function playOut(board: Board, moves: readonly PlayedMove[], draw: (board: Board, move: PlayedMove, sofar: PlayedMove[]) => void,
  wait: (next: () => void) => void): void {
  let shown = board;
  const step = (played: number): void => {
    const move = moves[played];
    if (!move) return;
    shown = applyPlayed(shown, move);
    draw(shown, move, moves.slice(0, played + 1));
    if (played + 1 < moves.length) wait(() => step(played + 1));
  };
  step(0);
}
