import { describe, expect, it } from 'vitest';
import { plainResult } from '../src/lib/result-words';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';

const SIDES = ['light', 'dark'] as const;

describe('a finished game result in words', () => {
  it('says who won and what the loser did or could not do', () => {
    expect(plainResult(en, { state: 'win', winner: 'dark', reason: 'resign' }, SIDES)).toBe('Dark won: Light resigned');
    expect(plainResult(en, { state: 'win', winner: 'dark', reason: 'no-moves' }, SIDES)).toBe('Dark won: Light cannot move any piece');
    expect(plainResult(en, { state: 'win', winner: 'light', reason: 'time' }, SIDES)).toBe('Light won: Dark’s time ran out');
    expect(plainResult(en, { state: 'win', winner: 'light', reason: 'arrived' }, SIDES)).toBe('Light won: all its pieces reached their goal');
    expect(plainResult(fr, { state: 'win', winner: 'dark', reason: 'no-moves' }, SIDES)).toBe('Foncé a gagné : Clair ne peut plus bouger aucune pièce');
  });

  it('falls back on the reason, or on the winner alone', () => {
    expect(plainResult(en, { state: 'win', winner: 'light', reason: 'repetition' }, SIDES)).toBe('Light won: the same position for the third time');
    expect(plainResult(en, { state: 'win', winner: 'light', reason: null }, SIDES)).toBe('Light won');
    expect(plainResult(en, { state: 'win', winner: 'light', reason: 'something-new' }, SIDES)).toBe('Light won');
  });

  it('says a draw and why; nothing for a game not over or cancelled', () => {
    expect(plainResult(en, { state: 'draw', winner: null, reason: 'agreement' }, SIDES)).toBe('Draw: by agreement');
    expect(plainResult(fr, { state: 'draw', winner: null, reason: 'stalemate' }, SIDES)).toMatch(/^Nulle : /);
    expect(plainResult(en, { state: 'ongoing', winner: null, reason: null }, SIDES)).toBeNull();
    expect(plainResult(en, { state: 'aborted', winner: null, reason: 'aborted' }, SIDES)).toBeNull();
  });
});
