import { afterEach, describe, expect, it } from 'vitest';
import { goalSquares, variantCatalogue, type VariantEntry } from '../src/lib/catalogue';
import { setFetch } from '../src/lib/api';

// As GET /api/variants answers (protocol/README.md).
const grec: VariantEntry = { name: 'grec', width: 4, height: 4, sides: ['black', 'white'], goal_ranks: { black: [3, 4], white: [1, 2] } };
const petteia: VariantEntry = { name: 'petteia-8x8', width: 8, height: 8, sides: ['light', 'dark'], goal_ranks: { light: [], dark: [] } };

describe('the squares a side wins by filling', () => {
  it('are Le Grec’s two halves, each for its side, from the catalogue', () => {
    const goals = goalSquares(grec);
    expect(goals.size).toBe(16);
    for (const square of ['A3', 'D3', 'A4', 'D4']) expect(goals.get(square)).toBe(0); // Black fills ranks 3–4
    for (const square of ['A1', 'D1', 'B2', 'C2']) expect(goals.get(square)).toBe(1); // White fills ranks 1–2
  });

  it('are none for Petteia, an unknown variant, or an older server without the field', () => {
    expect(goalSquares(petteia).size).toBe(0);
    expect(goalSquares(undefined).size).toBe(0);
    const { goal_ranks: _, ...older } = grec;
    expect(goalSquares(older).size).toBe(0);
  });

  it('ignore ranks off the board', () => {
    expect([...goalSquares({ ...grec, goal_ranks: { black: [0, 5, 4.5], white: [1] } }).keys()]).toEqual(['A1', 'B1', 'C1', 'D1']);
  });
});

describe('the catalogue', () => {
  afterEach(() => setFetch((input, init) => fetch(input, init)));

  it('is asked once, and again after a failure', async () => {
    let asked = 0;
    let fail = true;
    setFetch(async () => {
      asked++;
      if (fail) throw new Error('offline');
      return new Response(JSON.stringify([grec]), { status: 200 });
    });
    expect(await variantCatalogue()).toEqual([]);
    fail = false;
    expect(await variantCatalogue()).toEqual([grec]);
    expect(await variantCatalogue()).toEqual([grec]);
    expect(asked).toBe(2);
  });
});
