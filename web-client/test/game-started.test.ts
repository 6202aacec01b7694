import { describe, expect, it } from 'vitest';
import { notePlayersGame, onGameStarted } from '../src/lib/game-started';
import { snapshot } from './fixtures';

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a game started in one tab, told to the others (their lobby ends its challenges)', () => {
  it('a player’s game in play is told once; a spectator’s or a finished one never', async () => {
    const heard: string[] = [];
    const stop = onGameStarted((game) => heard.push(game));
    notePlayersGame('GameOneAAAAAAAAA', snapshot(), 'light');
    notePlayersGame('GameOneAAAAAAAAA', snapshot(), 'light'); // every event notes it again: told once
    notePlayersGame('WatchedAAAAAAAAA', snapshot(), 'spectator');
    notePlayersGame('OverAAAAAAAAAAAA', snapshot({ result: { state: 'win', winner: 'light', reason: 'resign' } }), 'dark');
    await tick();
    stop();
    expect(heard).toEqual(['GameOneAAAAAAAAA']);
  });

  it('hears nothing once stopped', async () => {
    const heard: string[] = [];
    onGameStarted((game) => heard.push(game))();
    notePlayersGame('GameTwoAAAAAAAAA', snapshot(), 'light');
    await tick();
    expect(heard).toEqual([]);
  });
});
