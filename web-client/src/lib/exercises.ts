// Exercises without the DOM: the list grouped for display, which one comes next, the boards to draw
// around an attempt, and the explanation of a wrong move in the page's language.
import type { ExerciseItem, Explanation, Family, PlayedMove } from './api';
import type { Board } from './position';
import { displayMove, moveEnds } from './notation';
import { parseSquare } from './position';
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

/** The next exercise after `currentId` in list order that is not solved yet (going round); if all
 * are solved, simply the next one; null when there is no other exercise. */
export function nextExercise(items: readonly ExerciseItem[], currentId: string, solved: ReadonlySet<string>): ExerciseItem | null {
  const ordered = listOrder(items);
  const at = ordered.findIndex((item) => item.id === currentId);
  const after = [...ordered.slice(at + 1), ...ordered.slice(0, Math.max(at, 0))].filter((item) => item.id !== currentId);
  return after.find((item) => !solved.has(item.id)) ?? after[0] ?? null;
}

/** Stars for a difficulty of 1 to 3 ("★★☆"); the page pairs them with words for screen readers. */
export function stars(difficulty: number): string {
  const filled = Math.max(1, Math.min(3, Math.round(difficulty)));
  return '★'.repeat(filled) + '☆'.repeat(3 - filled);
}

/** The sides of a variant, first mover first. */
export function sidesOf(variant: string): Side[] {
  return variant === 'grec' ? ['black', 'white'] : ['light', 'dark'];
}

/** Board width and height from the position text (ranks separated by '/'). */
export function boardSize(position: string): { width: number; height: number } {
  const rows = (position.trim().split(/\s+/)[0] ?? '').split('/');
  const first = rows[0] ?? '';
  let width = 0;
  for (const part of first.match(/\d+|\D/g) ?? []) width += /\d/.test(part) ? Number(part) : 1;
  return { width, height: rows.length };
}

/** The board after a move the server reported (its captures are given: no rule is re-implemented). */
export function applyPlayed(board: Board, played: PlayedMove): Board {
  const cells = board.cells.map((rank) => [...rank]);
  const [from, to] = moveEnds(played.move).map(parseSquare);
  if (from && to) {
    const piece = cells[from.rank - 1]?.[from.file] ?? null;
    const fromRank = cells[from.rank - 1];
    const toRank = cells[to.rank - 1];
    if (fromRank) fromRank[from.file] = null;
    if (toRank) toRank[to.file] = piece;
  }
  for (const name of played.captured) {
    const square = parseSquare(name);
    const rank = square ? cells[square.rank - 1] : undefined;
    if (square && rank) rank[square.file] = null;
  }
  return { ...board, cells };
}

export interface ExplanationWords {
  sides: Record<string, string>;
  listFormat: (items: string[]) => string;
  tookFewer(took: number, needed: number): string;
  wouldAnswer(side: string, move: string): string;
  wouldCapture(side: string, move: string, squares: string): string;
  escapes(side: string, move: string): string;
  notForced: string;
  stillThreatened: string;
}

/** Why a legal move was not the solution, in one or two sentences. */
export function explanationText(explanation: Explanation, words: ExplanationWords): string {
  const reply = explanation.reply;
  const side = reply ? words.sides[reply.side] ?? reply.side : '';
  const answer = reply
    ? reply.captured.length > 0
      ? words.wouldCapture(side, displayMove(reply.move), words.listFormat(reply.captured))
      : words.wouldAnswer(side, displayMove(reply.move))
    : '';
  switch (explanation.goal) {
    case 'capture': {
      const needed = explanation.captures_needed;
      return [needed === null ? '' : words.tookFewer(explanation.move.captured.length, needed), answer].filter(Boolean).join(' ');
    }
    case 'defence':
      return answer || words.stillThreatened;
    case 'finish':
      return reply ? words.escapes(side, displayMove(reply.move)) : words.notForced;
    default:
      return answer;
  }
}

/** The words of an explanation in one catalogue's language. */
export function explanationWordsOf(catalogue: Catalogue, lang: string): ExplanationWords {
  return {
    sides: catalogue.sides,
    listFormat: (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items),
    ...catalogue.exercises.explain,
  };
}
