// What a tap, a drop or a typed move means against the legal list, for the game and the exercises
// alike: select a piece, play the one legal move between two squares, or ask which of several (a
// promotion's choice). The client only ever sends a text of the legal list.
import { destinationsFrom, markedDestinations, movableSquares, movesBetween, promotionLetter } from './notation';
import type { Coords } from './position';

export type Picked =
  | { kind: 'select'; selected: string | null }
  | { kind: 'play'; move: string }
  | { kind: 'choose'; moves: string[] };

/** A tap on `name` with `selected` already picked up. */
export function pickByTap(legal: readonly string[], selected: string | null, name: string, coords: Coords): Picked {
  if (selected && selected !== name) {
    const moves = movesBetween(legal, selected, name, coords);
    if (moves.length === 1) return { kind: 'play', move: moves[0] as string };
    if (moves.length > 1) return { kind: 'choose', moves };
  }
  return { kind: 'select', selected: movableSquares(legal, coords).has(name) && selected !== name ? name : null };
}

/** A piece dragged from one square and dropped on another. */
export function pickByDrop(legal: readonly string[], from: string, to: string, coords: Coords): Picked {
  const moves = movesBetween(legal, from, to, coords);
  if (moves.length === 1) return { kind: 'play', move: moves[0] as string };
  if (moves.length > 1) return { kind: 'choose', moves };
  return { kind: 'select', selected: from };
}

/** What the board marks around the selected piece: where it may go, and which of those are special moves. */
export function selectionMarks(legal: readonly string[], selected: string | null, marks: readonly string[], coords: Coords): { destinations: Set<string>; special: Set<string> } {
  if (!selected) return { destinations: new Set(), special: new Set() };
  return { destinations: new Set(destinationsFrom(legal, selected, coords)), special: markedDestinations(legal, selected, marks, coords) };
}

/** A promotion's choices: each move with the letter of the piece it makes (the move's text when it names none). */
export function promotionChoices(moves: readonly string[]): { move: string; letter: string | null }[] {
  return moves.map((move) => ({ move, letter: promotionLetter(move) }));
}
