// Move texts as the server writes them, read without knowing the game: a move names its squares in
// order (the square it leaves first, the one it reaches last), whatever else it carries — a piece
// letter (`Pe1-e3`), a capture sign, a special move's mark (`Kf9*e9`), a promotion (`Pe8-e9=M`).
// The legal list is the only authority: the client picks one of its texts, it never builds one.
import { DEFAULT_COORDS, canonicalSquare, type Coords } from './position';

function squarePattern(coords: Coords): RegExp {
  const files = [...new Set([...coords.files.toLowerCase(), ...coords.files.toUpperCase()])]
    .map((letter) => letter.replace(/[\\\]^-]/g, '\\$&'))
    .join('');
  // A file letter directly followed by a rank number (a piece letter is followed by a file letter).
  return new RegExp(`[${files}]\\d+`, 'g');
}

/** The squares a move text names, in order, written as the coordinates write them. */
export function moveSquares(move: string, coords: Coords = DEFAULT_COORDS): string[] {
  const found: string[] = [];
  for (const match of move.matchAll(squarePattern(coords))) {
    const name = canonicalSquare(match[0], coords);
    if (name) found.push(name);
  }
  return found;
}

/** The square a move leaves and the one it reaches; empty strings for a text that names fewer than two. */
export function moveEnds(move: string, coords: Coords = DEFAULT_COORDS): [string, string] {
  const squares = moveSquares(move, coords);
  if (squares.length < 2) return ['', ''];
  return [squares[0] as string, squares[squares.length - 1] as string];
}

/** What the move list shows: a plain `A-B` move with an arrow (`D2 → D4`), any other text as the server wrote it. */
export function displayMove(move: string): string {
  const plain = /^([^\s-]+)-([^\s-]+)$/.exec(move);
  return plain && /^\D\d+$/.test(plain[1] as string) && /^\D\d+$/.test(plain[2] as string) ? `${plain[1]} → ${plain[2]}` : move;
}

/** Destinations of the legal moves starting on `from` (each once, in the legal list's order). */
export function destinationsFrom(legal: readonly string[], from: string, coords: Coords = DEFAULT_COORDS): string[] {
  const result: string[] = [];
  for (const move of legal) {
    const [start, end] = moveEnds(move, coords);
    if (start === from && !result.includes(end)) result.push(end);
  }
  return result;
}

/** Squares holding a piece that has at least one legal move. */
export function movableSquares(legal: readonly string[], coords: Coords = DEFAULT_COORDS): Set<string> {
  return new Set(legal.map((move) => moveEnds(move, coords)[0]).filter((square) => square !== ''));
}

/** The legal moves from one square to another: one, or several that differ only in what they make (a promotion's choice). */
export function movesBetween(legal: readonly string[], from: string, to: string, coords: Coords = DEFAULT_COORDS): string[] {
  return legal.filter((move) => {
    const [start, end] = moveEnds(move, coords);
    return start === from && end === to;
  });
}

/** Legal moves grouped by their two squares ("e8 e9" → its moves); a group of several is a choice to make. */
export function groupByEnds(legal: readonly string[], coords: Coords = DEFAULT_COORDS): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const move of legal) {
    const key = moveEnds(move, coords).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), move]);
  }
  return groups;
}

/** The letter of the piece a promotion makes (`Pe8-e9=M` → `M`), or null for a move that makes none. */
export function promotionLetter(move: string): string | null {
  const match = /=\s*(\S)\s*$/.exec(move);
  return match ? (match[1] as string) : null;
}

/** Whether a move is written with a special move's mark between its squares (`Kf9*e9` with `*`). */
export function carriesMark(move: string, mark: string, coords: Coords = DEFAULT_COORDS): boolean {
  if (!mark) return false;
  const matches = [...move.matchAll(squarePattern(coords))];
  if (matches.length < 2) return false;
  const first = matches[0] as RegExpMatchArray;
  const last = matches[matches.length - 1] as RegExpMatchArray;
  return move.slice((first.index ?? 0) + first[0].length, last.index ?? 0).includes(mark);
}

/** The squares a special move (by its mark) may reach from `from`: the Sacrifice's neighbours to give up. */
export function markedDestinations(legal: readonly string[], from: string, marks: readonly string[], coords: Coords = DEFAULT_COORDS): Set<string> {
  const found = new Set<string>();
  for (const move of legal) {
    const [start, end] = moveEnds(move, coords);
    if (start === from && marks.some((mark) => carriesMark(move, mark, coords))) found.add(end);
  }
  return found;
}

/** What a typed move means against the legal list. */
export type TypedMove =
  | { kind: 'move'; move: string } // one legal move: play it
  | { kind: 'choose'; moves: string[] } // several legal moves between the same squares: ask which
  | { kind: 'send'; move: string } // no legal move matches: the server says why (it reads any case)
  | { kind: 'unreadable' }; // not a move at all

const normalise = (text: string): string => text.trim().replace(/\s*(?:→|->|–)\s*/g, '-').replace(/\s+/g, ' ');

/** Reads a typed move: the legal move it writes (in any case, with `→` or `-`), or the one between the two squares it names. */
export function readTypedMove(text: string, legal: readonly string[], coords: Coords = DEFAULT_COORDS): TypedMove {
  const typed = normalise(text);
  const exact = legal.find((move) => move.toLowerCase() === typed.toLowerCase());
  if (exact) return { kind: 'move', move: exact };
  const squares = moveSquares(typed, coords);
  if (squares.length < 2 || squares.length > 2) return { kind: 'unreadable' };
  const [from, to] = squares as [string, string];
  const between = movesBetween(legal, from, to, coords);
  const promotion = promotionLetter(typed);
  const chosen = promotion ? between.filter((move) => promotionLetter(move)?.toLowerCase() === promotion.toLowerCase()) : between;
  if (chosen.length === 1) return { kind: 'move', move: chosen[0] as string };
  if (chosen.length > 1) return { kind: 'choose', moves: chosen };
  // A plain "from-to" is written canonically (`d2 d4` → `D2-D4`); anything else goes as typed.
  const plain = /^[^\s\d]\d+\s*-?\s*[^\s\d]\d+$/.test(typed);
  return { kind: 'send', move: plain ? `${from}-${to}` : typed };
}
