// What a tap, a drop or a typed move means against the legal list, for the game and the exercises
// alike: select a piece, play the one legal move between two squares, ask which of several (a
// promotion's choice), or ask first when the move is a special one (the King's Sacrifice: its
// target is one of the player's own pieces, and a tap on one's own piece usually means "pick it
// up"). The client only ever sends a text of the legal list.
import { carriesMark, destinationsFrom, markedDestinations, movableSquares, movesBetween, promotionLetter } from './notation';
import type { Coords } from './position';

export type Picked =
  | { kind: 'select'; selected: string | null }
  | { kind: 'play'; move: string }
  | { kind: 'choose'; moves: string[] }
  /** A special move, played only once confirmed; meanwhile `selected` is picked up (the piece tapped, if it may move). */
  | { kind: 'confirm'; move: string; selected: string | null };

/** The one move, or a special move to confirm (`special`: the catalogue's marks of special moves, as "*"). */
function oneMove(move: string, special: readonly string[], coords: Coords, selected: string | null): Picked {
  return special.some((mark) => carriesMark(move, mark, coords)) ? { kind: 'confirm', move, selected } : { kind: 'play', move };
}

/** A tap on `name` with `selected` already picked up. */
export function pickByTap(legal: readonly string[], selected: string | null, name: string, coords: Coords, special: readonly string[] = []): Picked {
  if (selected && selected !== name) {
    const moves = movesBetween(legal, selected, name, coords);
    if (moves.length === 1) return oneMove(moves[0] as string, special, coords, movableSquares(legal, coords).has(name) ? name : selected);
    if (moves.length > 1) return { kind: 'choose', moves };
  }
  return { kind: 'select', selected: movableSquares(legal, coords).has(name) && selected !== name ? name : null };
}

/** A piece dragged from one square and dropped on another. */
export function pickByDrop(legal: readonly string[], from: string, to: string, coords: Coords, special: readonly string[] = []): Picked {
  const moves = movesBetween(legal, from, to, coords);
  if (moves.length === 1) return oneMove(moves[0] as string, special, coords, from);
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
