import { describe, expect, it } from 'vitest';
import type { ExerciseItem } from '../src/lib/api';
import { filterExercises, gamesOf, NEWCOMER_RATING, offerNear, streakOrder, themesOf } from '../src/lib/exercise-offer';

function item(id: string, family: ExerciseItem['family'], rating: number, variant = 'petteia-6x6'): ExerciseItem {
  return { id, variant, family, difficulty: 1, goal: { en: id, fr: id, el: id }, solver: 'light', solver_moves: 1, solved: false, rating };
}

// List order (capture, defence, finish): p6-capture-01, p6-capture-02, p6-defence-01, gr-win-01, pc-mate-01.
const items = [
  item('p6-capture-01', 'capture', 1200), item('p6-capture-02', 'capture', 1480), item('gr-win-01', 'finish', 1520, 'grec'),
  item('p6-defence-01', 'defence', 1800), item('pc-mate-01', 'finish', 1490, 'petteia-chess'),
];

describe('which exercise is offered', () => {
  it('offers the unsolved exercise nearest the player’s rating', () => {
    expect(offerNear(items, NEWCOMER_RATING, new Set())?.id).toBe('pc-mate-01');
    expect(offerNear(items, 1250, new Set())?.id).toBe('p6-capture-01');
    expect(offerNear(items, 1900, new Set())?.id).toBe('p6-defence-01');
    expect(offerNear(items, NEWCOMER_RATING, new Set(['pc-mate-01']))?.id).toBe('p6-capture-02');
  });

  it('takes the first in list order on a tie, and never the exercise skipped', () => {
    // 1500 is 20 from both 1480 and 1520: p6-capture-02 comes first in the list.
    expect(offerNear(items.filter((one) => one.id !== 'pc-mate-01'), NEWCOMER_RATING, new Set())?.id).toBe('p6-capture-02');
    expect(offerNear(items, NEWCOMER_RATING, new Set(), 'pc-mate-01')?.id).toBe('p6-capture-02');
  });

  it('offers the nearest of all once all are solved, and nothing when there is no other', () => {
    const all = new Set(items.map((one) => one.id));
    expect(offerNear(items, 1790, all)?.id).toBe('p6-defence-01');
    expect(offerNear([items[0] as ExerciseItem], NEWCOMER_RATING, new Set(), 'p6-capture-01')).toBeNull();
  });

  it('climbs a streak from the easiest by rating', () => {
    expect(streakOrder(items).map((one) => one.id)).toEqual(['p6-capture-01', 'p6-capture-02', 'pc-mate-01', 'gr-win-01', 'p6-defence-01']);
  });
});

describe('the filter by game and theme', () => {
  it('names the games and themes the list has', () => {
    expect(gamesOf(items)).toEqual(['petteia-6x6', 'grec', 'petteia-chess']);
    expect(themesOf(items)).toEqual(['capture', 'defence', 'finish']);
  });

  it('keeps the exercises of the game and theme chosen; an unknown choice counts as all', () => {
    expect(filterExercises(items, { game: 'grec', theme: 'all' }).map((one) => one.id)).toEqual(['gr-win-01']);
    expect(filterExercises(items, { game: 'all', theme: 'finish' }).map((one) => one.id)).toEqual(['gr-win-01', 'pc-mate-01']);
    expect(filterExercises(items, { game: 'petteia-6x6', theme: 'finish' })).toEqual([]);
    expect(filterExercises(items, { game: 'petteia-8x8', theme: 'race' })).toHaveLength(items.length);
  });
});
