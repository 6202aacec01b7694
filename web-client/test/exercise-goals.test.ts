// The exercises' goals in Greek (src/i18n/exercise-goals.ts): every goal of the real exercise set,
// as the engine wrote it in English, has its Greek sentence, with its squares and counts; a sentence
// the patterns do not know stays English rather than half-translated.
import { describe, expect, it } from 'vitest';
import { goalIn } from '../src/i18n/exercise-goals';
import { goalSaysMoves } from '../src/lib/exercises';
import exerciseSet from '../../db/data/exercises.json';

const set = exerciseSet as { exercises: { goal: { en: string; fr: string } }[] };

describe('exercise goals in Greek', () => {
  it('say every goal of the set in Greek, keeping its squares and counts', () => {
    expect(set.exercises.length).toBeGreaterThan(100);
    for (const { goal } of set.exercises) {
      const greek = goalIn(goal, 'el');
      expect(greek, goal.en).not.toBe(goal.en);
      expect(greek, goal.en).not.toMatch(/[A-Za-z]{3,}/);
      for (const token of goal.en.match(/\b[A-H][1-8]\b|\d+/g) ?? []) expect(greek, goal.en).toContain(token);
      expect(goalSaysMoves(greek), greek).toBe(goalSaysMoves(goal.en));
    }
  });

  it('reads a few as a Greek player would', () => {
    expect(goalIn({ en: 'Capture two pieces with one move.', fr: '' }, 'el')).toBe('Πάρτε δύο κομμάτια με μία κίνηση.');
    expect(goalIn({ en: 'Your pieces on C3, D4 and E5 are threatened: save them all with one move.', fr: '' }, 'el'))
      .toBe('Οι πεσσοί σας στα C3, D4 και E5 απειλούνται: σώστε τους όλους με μία κίνηση.');
    expect(goalIn({ en: 'Win in 2 moves, whatever the defence.', fr: '' }, 'el')).toBe('Κερδίστε σε 2 κινήσεις, όποια κι αν είναι η άμυνα.');
  });

  it('keep the set’s own text, and English for a sentence no pattern knows', () => {
    expect(goalIn({ en: 'Win in one move.', fr: 'Gagnez en un coup.' }, 'fr')).toBe('Gagnez en un coup.');
    expect(goalIn({ en: 'Win in one move.', fr: 'x', el: 'Δική του.' }, 'el')).toBe('Δική του.');
    expect(goalIn({ en: 'Do something new.', fr: 'x' }, 'el')).toBe('Do something new.');
  });
});
