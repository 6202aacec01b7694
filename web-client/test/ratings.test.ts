import { describe, expect, it } from 'vitest';
import { categoryName, ratingSeries, ratingText, readAccountRatings, sortRatings, splitCategory } from '../src/lib/ratings';
import { chartOf, chartRange, lastValues } from '../src/lib/rating-chart';

const titles: Record<string, string> = { 'petteia-6x6': 'Petteia 6×6', grec: 'Le Grec' };
const title = (variant: string) => titles[variant] ?? variant;
const en = { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapid', classical: 'Classical' };
const fr = { bullet: 'Bullet', blitz: 'Blitz', rapid: 'Rapide', classical: 'Classique' };

describe('rating categories', () => {
  it('are "<variant>/<speed>", named by the game\'s title and the speed in the page\'s language', () => {
    expect(splitCategory('petteia-6x6/blitz')).toEqual({ variant: 'petteia-6x6', speed: 'blitz' });
    expect(categoryName('petteia-6x6/blitz', title, en)).toBe('Petteia 6×6 · Blitz');
    expect(categoryName('grec/classical', title, fr)).toBe('Le Grec · Classique');
    expect(categoryName('grec/rapid', title, fr)).toBe('Le Grec · Rapide');
    // A game or a speed this page does not know is shown as the server wrote it.
    expect(categoryName('newgame/ultra', title, en)).toBe('newgame · ultra');
    expect(categoryName('oddity', title, en)).toBe('oddity');
    expect(splitCategory('/blitz')).toEqual({ variant: '/blitz', speed: null });
  });

  it('are listed game by game, the speeds from the fastest', () => {
    const sorted = sortRatings([
      { category: 'petteia-6x6/classical', games: 1 }, { category: 'grec/rapid', games: 9 }, { category: 'petteia-6x6/bullet', games: 2 },
      { category: 'petteia-6x6/blitz', games: 3 }, { category: 'petteia-6x6/odd', games: 3 },
    ]);
    expect(sorted.map((one) => one.category)).toEqual(['grec/rapid', 'petteia-6x6/bullet', 'petteia-6x6/blitz', 'petteia-6x6/classical', 'petteia-6x6/odd']);
  });

  it('show a rating rounded, with "?" while provisional', () => {
    expect(ratingText(1620.4, false)).toBe('1620');
    expect(ratingText(1499.6, true)).toBe('1500?');
  });
});

describe('the account\'s ratings, as GET /api/account/ratings answers them', () => {
  const answer = {
    ratings: [{ category: 'petteia-6x6/blitz', rating: 1620, deviation: 74.2, provisional: false, games: 31 }],
    history: [
      { game: 'g3', category: 'petteia-6x6/blitz', before: 1600.4, after: 1620.1, at_ms: 3000 },
      { game: 'g2', category: 'grec/rapid', before: 1500, after: 1480, at_ms: 2500 },
      { game: 'g1', category: 'petteia-6x6/blitz', before: 1500, after: 1600.4, at_ms: 2000 },
    ],
  };

  it('reads the ratings and the history, leaving out an entry that is not one', () => {
    const read = readAccountRatings({ ...answer, history: [...answer.history, { game: '../x', category: 'a/b', before: 1, after: 2, at_ms: 1 }, { game: 'g0' }] });
    expect(read).toEqual({ ratings: [{ category: 'petteia-6x6/blitz', rating: 1620, provisional: false, games: 31 }], history: answer.history });
    expect(readAccountRatings({ ratings: [] })).toEqual({ ratings: [], history: [] });
    for (const broken of [null, {}, { ratings: {} }, 'x']) expect(readAccountRatings(broken)).toBeNull();
  });

  it('gives a category\'s ratings oldest first: the first change\'s rating before, then after each', () => {
    expect(ratingSeries(answer.history, 'petteia-6x6/blitz')).toEqual([
      { value: 1500, at_ms: null }, { value: 1600.4, at_ms: 2000 }, { value: 1620.1, at_ms: 3000 },
    ]);
    expect(ratingSeries(answer.history, 'grec/rapid').map((point) => point.value)).toEqual([1500, 1480]);
    expect(ratingSeries(answer.history, 'grec/blitz')).toEqual([]);
    // Two changes at the same moment keep the server's order (newest first, so the later one is listed first).
    const same = [
      { game: 'b', category: 'c/blitz', before: 1510, after: 1520, at_ms: 5 },
      { game: 'a', category: 'c/blitz', before: 1500, after: 1510, at_ms: 5 },
    ];
    expect(ratingSeries(same, 'c/blitz').map((point) => point.value)).toEqual([1500, 1510, 1520]);
  });
});

describe('the rating chart', () => {
  const box = { width: 320, height: 120, left: 38, right: 8, top: 8, bottom: 8 };

  it('runs between round figures around the ratings, at least 100 apart', () => {
    expect(chartRange([1500])).toEqual({ low: 1450, high: 1550 });
    expect(chartRange([1500, 1620.1])).toEqual({ low: 1500, high: 1650 });
    expect(chartRange([1512, 1530])).toEqual({ low: 1450, high: 1550 });
    expect(chartRange([1320, 1790])).toEqual({ low: 1300, high: 1800 });
    expect(chartRange([])).toEqual({ low: 1400, high: 1600 });
  });

  it('places the games evenly from left to right, the higher rating higher, inside the box', () => {
    const chart = chartOf([1500, 1600, 1650], box);
    expect(chart.points.map((point) => point.x)).toEqual([38, 175, 312]);
    expect(chart.low).toBe(1500);
    expect(chart.high).toBe(1650);
    expect(chart.points.map((point) => point.y)).toEqual([112, 42.7, 8]);
    expect(chart.path).toBe('M38 112 L175 42.7 L312 8');
    expect(chart.guides).toEqual([{ y: 8, value: 1650 }, { y: 60, value: 1575 }, { y: 112, value: 1500 }]);
    // One game: in the middle.
    expect(chartOf([1500], box).points).toEqual([{ x: 175, y: 60, value: 1500 }]);
    expect(chartOf([], box).path).toBe('');
  });

  it('says the last ratings, rounded, oldest first', () => {
    expect(lastValues([1500, 1510.4, 1520.6, 1530, 1540, 1550], 5)).toEqual([1510, 1521, 1530, 1540, 1550]);
    expect(lastValues([1500], 5)).toEqual([1500]);
  });
});
