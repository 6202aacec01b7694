import { describe, expect, it } from 'vitest';
import type { ExerciseItem, Explanation } from '../src/lib/api';
import { applyPlayed, boardSize, explanationText, explanationWordsOf, groupExercises, listOrder, nextExercise, sidesOf, stars } from '../src/lib/exercises';
import { parsePosition, type Board } from '../src/lib/position';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';

function item(id: string, family: ExerciseItem['family'], difficulty: number, variant = 'petteia-6x6'): ExerciseItem {
  return { id, variant, family, difficulty, goal: { en: `Goal ${id}`, fr: `Objectif ${id}` }, solver: 'light', solver_moves: 1, solved: false };
}

// In the server's order: family, variant, difficulty.
const items = [
  item('p6-capture-01', 'capture', 1), item('p6-capture-03', 'capture', 3), item('p8-capture-01', 'capture', 1, 'petteia-8x8'),
  item('p6-defence-02', 'defence', 2), item('p6-defence-01', 'defence', 1),
  item('p6-finish-01', 'finish', 1),
];

describe('the exercises list', () => {
  it('groups by family (capture, defence, finish) then difficulty, keeping the server’s order inside', () => {
    const shuffled = [items[5], items[3], items[0], items[1], items[4], items[2]] as ExerciseItem[];
    const groups = groupExercises(shuffled);
    expect(groups.map((group) => group.family)).toEqual(['capture', 'defence', 'finish']);
    expect(groups[0]?.levels.map((level) => [level.difficulty, level.items.map((one) => one.id)])).toEqual([
      [1, ['p6-capture-01', 'p8-capture-01']], [3, ['p6-capture-03']]]);
    expect(groups[1]?.levels.map((level) => level.difficulty)).toEqual([1, 2]);
    expect(listOrder(items).map((one) => one.id)).toEqual(
      ['p6-capture-01', 'p8-capture-01', 'p6-capture-03', 'p6-defence-01', 'p6-defence-02', 'p6-finish-01']);
  });

  it('puts a family it does not know last rather than losing it', () => {
    const groups = groupExercises([item('x', 'capture', 1), { ...item('y', 'capture', 1), family: 'race' as ExerciseItem['family'] }]);
    expect(groups.map((group) => group.family)).toEqual(['capture', 'race']);
  });

  it('has no group for an empty list', () => {
    expect(groupExercises([])).toEqual([]);
  });

  it('shows difficulty with three stars', () => {
    expect([1, 2, 3].map(stars)).toEqual(['★☆☆', '★★☆', '★★★']);
    expect(stars(7)).toBe('★★★');
  });

  it('offers as next the following unsolved exercise in list order, going round', () => {
    expect(nextExercise(items, 'p6-capture-01', new Set())?.id).toBe('p8-capture-01');
    expect(nextExercise(items, 'p6-capture-01', new Set(['p8-capture-01', 'p6-capture-03']))?.id).toBe('p6-defence-01');
    expect(nextExercise(items, 'p6-finish-01', new Set(['p6-capture-01']))?.id).toBe('p8-capture-01');
    const all = new Set(items.map((one) => one.id));
    expect(nextExercise(items, 'p6-defence-02', all)?.id).toBe('p6-finish-01');
    expect(nextExercise([items[0] as ExerciseItem], 'p6-capture-01', new Set())).toBeNull();
  });
});

describe('boards around an attempt', () => {
  const board = parsePosition('6/3D2/2DD2/6/6/2L3 light 0', 6, 6, ['light', 'dark']) as Board;

  it('reads the size from the position text', () => {
    expect(boardSize('6/3D2/2DD2/6/6/2L3 light 0')).toEqual({ width: 6, height: 6 });
    expect(boardSize('LLLLLLLL/8/8/8/8/8/8/DDDDDDDD dark')).toEqual({ width: 8, height: 8 });
    expect(sidesOf('petteia-8x8')).toEqual(['light', 'dark']);
  });

  it('moves the piece and removes the captures the server reported', () => {
    const after = applyPlayed(board, { move: 'C1-C3', side: 'light', captured: ['C4'] });
    expect(after.cells[0]?.[2]).toBeNull();
    expect(after.cells[2]?.[2]).toBe('light');
    expect(after.cells[3]?.[2]).toBeNull();
    expect(after.cells[3]?.[3]).toBe('dark');
    expect(board.cells[0]?.[2]).toBe('light'); // the board given is left alone
  });
});

describe('the explanation of a wrong move', () => {
  const english = explanationWordsOf(en, 'en');
  const french = explanationWordsOf(fr, 'fr');
  const capture: Explanation = {
    move: { move: 'C1-C3', side: 'light', captured: ['C2'] },
    reply: { move: 'D5-D3', side: 'dark', captured: [] },
    goal: 'capture', captures_needed: 2,
  };

  it('capture: how many pieces the move took, the goal, and the answer', () => {
    expect(explanationText(capture, english)).toBe('This move takes 1 piece; the goal is 2. Dark would answer D5 → D3.');
    expect(explanationText(capture, french)).toBe('Ce coup prend 1 pièce ; l’objectif est d’en prendre 2. Foncé répondrait D5 → D3.');
    const none = { ...capture, move: { ...capture.move, captured: [] }, reply: null };
    expect(explanationText(none, english)).toBe('This move takes no piece; the goal is 2.');
    expect(explanationText(none, french)).toBe('Ce coup ne prend aucune pièce ; l’objectif est d’en prendre 2.');
    const two = { ...capture, move: { ...capture.move, captured: ['C2', 'D3'] }, captures_needed: 3, reply: null };
    expect(explanationText(two, english)).toBe('This move takes 2 pieces; the goal is 3.');
    expect(explanationText(two, french)).toBe('Ce coup prend 2 pièces ; l’objectif est d’en prendre 3.');
  });

  it('defence: the answer and what it captures', () => {
    const defence: Explanation = { ...capture, goal: 'defence', reply: { move: 'D5-D3', side: 'dark', captured: ['C3', 'D4'] } };
    expect(explanationText(defence, english)).toBe('Dark would answer D5 → D3 and capture C3 and D4.');
    expect(explanationText(defence, french)).toBe('Foncé répondrait D5 → D3 et prendrait C3 et D4.');
    const three = { ...defence, reply: { move: 'D5-D3', side: 'dark', captured: ['C3', 'D4', 'E3'] } };
    expect(explanationText(three, french)).toBe('Foncé répondrait D5 → D3 et prendrait C3, D4 et E3.');
    expect(explanationText({ ...defence, reply: null }, english)).toBe('Your opponent could still capture.');
  });

  it('finish: the escape', () => {
    const finish: Explanation = { ...capture, goal: 'finish' };
    expect(explanationText(finish, english)).toBe('Dark escapes with D5 → D3: the win is no longer forced.');
    expect(explanationText(finish, french)).toBe('Foncé s’échappe par D5 → D3 : la victoire n’est plus forcée.');
    expect(explanationText({ ...finish, reply: null }, french)).toBe('La victoire n’est plus forcée.');
    expect(explanationText({ ...finish, captures_needed: null }, english)).toBe('Dark escapes with D5 → D3: the win is no longer forced.');
  });
});
