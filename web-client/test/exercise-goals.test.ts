// The exercises' goals in Greek, as the engine writes them into the set (engine/exercises/goal_text.cpp,
// migration 28): every goal of the real set has its Greek sentence, with its squares and counts and
// the same number of moves, and the page picks the one of its language.
import { describe, expect, it } from 'vitest';
import { goalIn } from '../src/i18n/exercise-goals';
import { goalSaysMoves } from '../src/lib/exercises';
import exerciseSet from '../../db/data/exercises.json';

const set = exerciseSet as { exercises: { goal: { en: string; fr: string; el: string } }[] };

describe('exercise goals in Greek', () => {
  it('are in the set for every goal, keeping its squares and counts', () => {
    expect(set.exercises.length).toBeGreaterThan(100);
    for (const { goal } of set.exercises) {
      const greek = goalIn(goal, 'el');
      expect(greek, goal.en).toBe(goal.el);
      expect(greek, goal.en).not.toMatch(/[A-Za-z]{3,}/);
      for (const token of goal.en.match(/\b[A-H][1-8]\b|\d+/g) ?? []) expect(greek, goal.en).toContain(token);
      expect(goalSaysMoves(greek), greek).toBe(goalSaysMoves(goal.en));
    }
  });

  it('are picked in the page’s language, English when a text is missing', () => {
    const goal = { en: 'Win in one move.', fr: 'Gagnez en un coup.', el: 'Κερδίστε με μία κίνηση.' };
    expect(goalIn(goal, 'fr')).toBe('Gagnez en un coup.');
    expect(goalIn(goal, 'el')).toBe('Κερδίστε με μία κίνηση.');
    expect(goalIn({ en: 'Win in one move.', fr: 'Gagnez en un coup.', el: '' }, 'el')).toBe('Win in one move.');
  });
});
