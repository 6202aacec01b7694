import { describe, expect, it } from 'vitest';
import { families } from '../src/views/game-cards';
import type { VariantEntry } from '../src/lib/catalogue';

const entry = (name: string, family?: string): VariantEntry => ({
  name, width: 4, height: 4, sides: ['black', 'white'],
  ...(family ? { family: { key: family, title: { en: family, fr: family }, choice: { en: name, fr: name } } } : {}),
});

describe('Home\u2019s games, from the catalogue', () => {
  it('groups the variants of one game, in the catalogue\u2019s order', () => {
    const list = [entry('petteia-6x6', 'petteia'), entry('petteia-8x8', 'petteia'), entry('grec', 'grec'), entry('grec-mirror', 'grec'), entry('petteia-chess', 'petteia-chess')];
    expect(families(list).map((group) => group.map((one) => one.name))).toEqual([['petteia-6x6', 'petteia-8x8'], ['grec', 'grec-mirror'], ['petteia-chess']]);
  });

  it('takes each variant of an older server, which names no game, as a game of its own', () => {
    expect(families([entry('a'), entry('b')]).map((group) => group.length)).toEqual([1, 1]);
  });
});
