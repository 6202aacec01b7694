import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n';
import { watchText } from '../src/i18n/watch-text';
import { watchLinkText } from '../src/i18n/watch-link-text';
import { ratingsText } from '../src/i18n/ratings-text';
import { categoryName, SPEEDS } from '../src/lib/ratings';

// Key paths and value kinds: functions compared by their number of arguments.
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (typeof value === 'object' && value !== null)
    return Object.keys(value).sort().flatMap((key) => shape((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value(...Array(value.length).fill(2)))];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The words of each language, read with the page in that language. */
function both<T>(words: () => T): { en: T; fr: T } {
  vi.stubGlobal('document', { documentElement: {} });
  try {
    setLanguage('en');
    const en = words();
    setLanguage('fr');
    const fr = words();
    return { en, fr };
  } finally {
    setLanguage('en');
    vi.unstubAllGlobals();
  }
}

describe('the words of the live games, profiles and ratings', () => {
  for (const [name, words] of [['watch', watchText], ['watch link', watchLinkText], ['ratings', ratingsText]] as const) {
    it(`(${name}) have the same keys in English and French, none empty, and are translated`, () => {
      const { en, fr } = both<object>(words);
      expect(shape(fr)).toEqual(shape(en));
      for (const text of [...strings(en), ...strings(fr)]) expect(text.trim()).not.toBe('');
      expect(strings(fr)).not.toEqual(strings(en));
    });
  }

  it('name every speed of a category in both languages', () => {
    const { en, fr } = both(ratingsText);
    for (const speed of SPEEDS) for (const words of [en, fr]) expect(words.speeds[speed]).toBeTruthy();
    const title = () => 'Petteia 6×6';
    expect(categoryName('petteia-6x6/rapid', title, en.speeds)).toBe('Petteia 6×6 · Rapid');
    expect(categoryName('petteia-6x6/classical', title, fr.speeds)).toBe('Petteia 6×6 · Classique');
  });

  it('count games and spectators in the singular and the plural', () => {
    const { en, fr } = both(watchText);
    expect([en.count(1), en.count(3), en.watching(1), en.watching(4)]).toEqual(['1 game in play', '3 games in play', '1 watching', '4 watching']);
    expect([fr.count(1), fr.count(3), fr.watching(0), fr.watching(4)]).toEqual(['1 partie en cours', '3 parties en cours', '0 spectateur', '4 spectateurs']);
    const ratings = both(ratingsText);
    expect(ratings.en.chartLabel('Le Grec · Blitz', '1500, 1520', 2)).toBe('Le Grec · Blitz: the last 2 ratings, oldest first: 1500, 1520.');
    expect(ratings.fr.chartLabel('Le Grec · Rapide', '1500, 1480', 2)).toBe('Le Grec · Rapide : les 2 derniers classements, du plus ancien au plus récent : 1500, 1480.');
    expect(ratings.fr.games(1)).toBe('1 partie');
  });
});
