import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../src/lib/api';
import { fetchPositions, stepForKey, stepped } from '../src/lib/step-through';

const game = { positions: ['p0', 'p1', 'p2', 'p3'], ply: 1 };

describe('stepping through a game', () => {
  afterEach(() => setFetch((input, init) => fetch(input, init)));

  it('steps one move at a time, to either end, and never past them', () => {
    expect(stepped(game, 'forward')).toBe(2);
    expect(stepped(game, 'back')).toBe(0);
    expect(stepped(game, 'first')).toBe(0);
    expect(stepped(game, 'last')).toBe(3);
    expect(stepped({ ...game, ply: 0 }, 'back')).toBe(0);
    expect(stepped({ ...game, ply: 3 }, 'forward')).toBe(3);
  });

  it('reads the arrows, Home and End, and nothing else', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'a', 'Enter'].map(stepForKey)).toEqual(['back', 'forward', 'first', 'last', null, null]);
  });

  it('asks the server for the positions and refuses an answer of another shape', async () => {
    const asked: string[] = [];
    const answer = (body: unknown) => setFetch(async (input) => {
      asked.push(input);
      return new Response(JSON.stringify(body), { status: 200 });
    });
    answer({ game: 'a/b', positions: ['x', 'y'] });
    expect(await fetchPositions('a/b')).toEqual(['x', 'y']);
    expect(asked).toEqual(['/api/games/a%2Fb/positions']);
    for (const body of [{ positions: [] }, { positions: [1] }, { positions: 'x' }, {}]) {
      answer(body);
      await expect(fetchPositions('g')).rejects.toThrow();
    }
  });
});
