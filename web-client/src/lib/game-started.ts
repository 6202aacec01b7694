// A game this browser plays, noted when the game page sees it: for Home's list (games-in-progress.ts)
// and, once per game and tab, told to the browser's other tabs, whose lobby then ends its challenges
// and seek (issue 27: a challenge ends when its poster starts another game; the lobby's node cannot
// know of a game made by link or against the computer, which any node makes).
import { noteForHome } from './games-in-progress';
import { isOver, isPlayer, type Role } from './game-state';
import type { Snapshot } from './types';

const CHANNEL = 'petteia.games';
const announced = new Set<string>();

interface GameStarted {
  type: 'game-started';
  game: string;
}

function isGameStarted(value: unknown): value is GameStarted {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<GameStarted>;
  return message.type === 'game-started' && typeof message.game === 'string';
}

/** Notes a game the page shows: Home's list, and the other tabs told when it is a player's game in play. */
export function notePlayersGame(game: string, snapshot: Snapshot, role: Role | null): void {
  noteForHome(game, snapshot, role);
  if (!isPlayer(role, snapshot) || isOver(snapshot) || announced.has(game)) return;
  announced.add(game);
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'game-started', game } satisfies GameStarted);
  channel.close();
}

/** Calls `started` with each game another tab of this browser starts playing; returns the unsubscribe. */
export function onGameStarted(started: (game: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isGameStarted(event.data)) started(event.data.game);
  };
  return () => channel.close();
}
