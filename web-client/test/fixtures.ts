import type { GameEvent, Snapshot } from '../src/lib/types';

export function snapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    game: 'G1', version: 3, variant: 'petteia-6x6', width: 6, height: 6, sides: ['light', 'dark'],
    server_time_ms: 1_000_000, computer: null, position: 'DDDDDD/6/6/6/6/LLLLLL light 0', to_move: 'light', last_move: null,
    moves: [], legal: ['A1-A2', 'A1-A3'], threatened: { light: [], dark: [] },
    clock: null, result: { state: 'ongoing', winner: null, reason: null },
    offers: { draw: null, takeback: null, rematch: null },
    seats: {
      light: { taken: true, connected: true, away_since_ms: null, claim_from_ms: null },
      dark: { taken: true, connected: true, away_since_ms: null, claim_from_ms: null },
    },
    rematch: null,
    ...overrides,
  };
}

export function event(version: number, kind: string, state: GameEvent['state'], move?: GameEvent['move']): GameEvent {
  const value: GameEvent = { type: 'event', game: 'G1', version, kind, server_time_ms: 1_000_500, state };
  if (move) value.move = move;
  return value;
}
