import { describe, expect, it } from 'vitest';
import { enCount, frCount, elCount, frForm } from '../src/i18n/plural';
import { byLanguage as correspondence } from '../src/i18n/correspondence-text';
import { byLanguage as lobbyWaiting } from '../src/i18n/lobby-waiting-text';
import { byLanguage as watch } from '../src/i18n/watch-text';

// Each language's own plural rules (Intl.PluralRules), where `n === 1` was right only in English:
// French counts 0 (and 1.5) in the singular, English neither.
describe('plural forms by the language’s rules', () => {
  it('counts zero, one, a fraction and many as each language does', () => {
    expect([0, 1, 1.5, 2].map((n) => enCount(n, 'point', 'points'))).toEqual(['0 points', '1 point', '1.5 points', '2 points']);
    expect([0, 1, 1.5, 2].map((n) => frCount(n, 'point', 'points'))).toEqual(['0 point', '1 point', '1.5 point', '2 points']);
    expect([0, 1, 2].map((n) => elCount(n, 'κίνηση', 'κινήσεις'))).toEqual(['0 κινήσεις', '1 κίνηση', '2 κινήσεις']);
    expect(frForm(0, 'Meilleur', 'Meilleurs')).toBe('Meilleur');
  });

  it('reaches the catalogues: the time left, the players waiting, the games in play', () => {
    expect(correspondence.en.days(0)).toBe('0 days');
    expect(correspondence.fr.days(0)).toBe('0 jour');
    expect(correspondence.fr.hours(23)).toBe('23 heures');
    expect(correspondence.fr.perMove(1)).toBe('1 jour par coup');
    expect(lobbyWaiting.en.waiting(1)).toBe('1 player waiting');
    expect(lobbyWaiting.fr.waiting(0)).toBe('0 joueur attend');
    expect(lobbyWaiting.fr.waiting(2)).toBe('2 joueurs attendent');
    expect(watch.fr.count(0)).toBe('0 partie en cours');
    expect(watch.en.count(0)).toBe('0 games in play');
  });
});
