// What a screen reader hears for a square of the board, in the game and the exercises alike:
// "e1, white pawn, possible destination, last move".
import type { Catalogue } from '../i18n/en';
import { pick } from '../i18n';
import { hasKinds, kindName, type VariantEntry } from '../lib/catalogue';
import { pieceOn, type Board, type Piece } from '../lib/position';
import type { Side } from '../lib/types';

export interface SquareFacts {
  selected: string | null;
  destinations: ReadonlySet<string>;
  /** Destinations reached by a special move, with its name ("Sacrifice"). */
  special?: { squares: ReadonlySet<string>; name: string };
  threatened: ReadonlySet<string>;
  check?: ReadonlySet<string>;
  tried?: readonly [string, string] | null;
  lastMove: readonly [string, string] | null;
  captured: ReadonlySet<string>;
  /** The square of a move asked about before it is played. */
  pending?: string | null;
}

/** A piece as words: its kind and side where the game has kinds ("white pawn"), else "light piece". */
export function pieceWords(catalogue: Catalogue, entry: VariantEntry | undefined, piece: Piece, lang: string): string {
  if (hasKinds(entry)) return catalogue.pieceNamed(piece.side, kindName(entry, piece.kind, lang));
  return pick(catalogue.pieceOf, piece.side) ?? piece.side;
}

export function squareLabel(catalogue: Catalogue, name: string, piece: string | null, facts: SquareFacts): string[] {
  const square = catalogue.square;
  const parts = [piece ? square.piece(name, piece) : square.empty(name)];
  if (facts.check?.has(name)) parts.push(square.inCheck);
  if (facts.selected === name) parts.push(square.selected);
  if (facts.pending === name) parts.push(square.pending);
  if (facts.special?.squares.has(name)) parts.push(square.special(facts.special.name));
  else if (facts.destinations.has(name)) parts.push(square.destination);
  if (facts.threatened.has(name)) parts.push(square.threatened);
  if (facts.tried && (facts.tried[0] === name || facts.tried[1] === name)) parts.push(square.tried);
  if (facts.lastMove && (facts.lastMove[0] === name || facts.lastMove[1] === name)) parts.push(square.lastMove);
  if (facts.captured.has(name)) parts.push(square.captured);
  return parts;
}

/** What the board asks of each square: the piece in words, the facts, and whose goal square it is (Le Grec). */
export function squareLabeller(catalogue: Catalogue, entry: VariantEntry | undefined, board: Board, facts: SquareFacts,
  goals: ReadonlyMap<string, number>, sides: readonly Side[], lang: string): (name: string) => string {
  return (name) => {
    const piece = pieceOn(board, name);
    const parts = squareLabel(catalogue, name, piece ? pieceWords(catalogue, entry, piece, lang) : null, facts);
    const goal = goals.get(name);
    const side = goal === undefined ? undefined : sides[goal] ?? '';
    if (side !== undefined) parts.push(catalogue.square.goalOf(pick(catalogue.sides, side) ?? side));
    return parts.join(', ');
  };
}
