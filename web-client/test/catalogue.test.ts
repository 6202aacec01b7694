import { afterEach, describe, expect, it } from 'vitest';
import { goalSquares, goalSquaresOf, hasCaptures, hasKinds, kindByLetter, kindName, specialMarks, titleOf, variantCatalogue, type VariantEntry } from '../src/lib/catalogue';
import { CHESS, GREC, GREC_MIRROR, PETTEIA6 } from './catalogue-fixtures';
import { setFetch } from '../src/lib/api';

// As GET /api/variants answers (protocol/README.md).
const grec: VariantEntry = {
  name: 'grec', width: 4, height: 4, sides: ['black', 'white'],
  goal_squares: { black: ['A3', 'A4', 'B3', 'B4', 'C3', 'C4', 'D3', 'D4'], white: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2'] },
};
const petteia: VariantEntry = { name: 'petteia-8x8', width: 8, height: 8, sides: ['light', 'dark'], goal_squares: { light: [], dark: [] } };

describe('the squares a side wins by arriving on', () => {
  it('are Le Grec’s two halves, each for its side, from the catalogue', () => {
    const goals = goalSquares(grec);
    expect(goals.size).toBe(16);
    for (const square of ['A3', 'D3', 'A4', 'D4']) expect(goals.get(square)).toBe(0); // Black arrives in ranks 3–4
    for (const square of ['A1', 'D1', 'B2', 'C2']) expect(goals.get(square)).toBe(1); // White in ranks 1–2
  });

  it('are exactly the seven squares each side of the mirror variant must end on', () => {
    const goals = goalSquares(GREC_MIRROR);
    expect(goalSquaresOf(goals, 0)).toEqual(['A4', 'B3', 'B4', 'C3', 'C4', 'D3', 'D4']);
    expect(goalSquaresOf(goals, 1)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1']);
    expect(goals.has('A3')).toBe(false);
    expect(goals.has('D2')).toBe(false);
  });

  it('are none for Petteia, an unknown variant, or an older server without the field', () => {
    expect(goalSquares(petteia).size).toBe(0);
    expect(goalSquares(undefined).size).toBe(0);
    const { goal_squares: _, ...older } = grec;
    expect(goalSquares(older).size).toBe(0);
  });

  it('ignore squares off the board, and match the board’s names whatever their case', () => {
    expect([...goalSquares({ ...grec, goal_squares: { black: ['A5', 'E1', 'Z', 'a0'], white: ['a1', 'B1'] } }).keys()]).toEqual(['A1', 'B1']);
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

describe('what the catalogue tells of a game', () => {
  it('its title in the page’s language, English when the language is missing, its name without a title', () => {
    expect(titleOf(CHESS, 'fr', 'petteia-chess')).toBe('Petteia échecs (10×10)');
    expect(titleOf(CHESS, 'de', 'petteia-chess')).toBe('Petteia chess (10×10)');
    expect(titleOf(undefined, 'en', 'petteia-chess')).toBe('petteia-chess');
  });

  it('whether pieces are taken, and whether they have kinds', () => {
    expect(hasCaptures(CHESS)).toBe(true);
    expect(hasCaptures(GREC)).toBe(false);
    expect(hasCaptures(grec)).toBe(false); // an older catalogue: a race to goal squares
    expect(hasCaptures(petteia)).toBe(true);
    expect(hasKinds(CHESS)).toBe(true);
    expect(hasKinds(PETTEIA6)).toBe(false);
  });

  it('pieces by the letter moves write, with their names', () => {
    expect(kindByLetter(CHESS, 'S')?.kind).toBe('snake');
    expect(kindByLetter(CHESS, 's')).toBeUndefined(); // moves write the first side's letter
    expect(kindName(CHESS, 'horse', 'fr')).toBe('Cheval');
    expect(specialMarks(CHESS)).toEqual(['*']);
    expect(specialMarks(PETTEIA6)).toEqual([]);
  });

  it('goal squares named from the first rank and the files', () => {
    const race = { ...CHESS, width: 2, height: 3, files: 'ab', goal_squares: { white: ['a2', 'b2'], black: ['a0', 'b0'] } };
    expect([...goalSquares(race)]).toEqual([['a2', 0], ['b2', 0], ['a0', 1], ['b0', 1]]);
    expect(goalSquares(GREC).get('A3')).toBe(0);
  });
});
