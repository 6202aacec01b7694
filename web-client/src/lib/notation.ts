// Move text: read as the rules read it ("D2-D4", "D2 → D4", "d2->d4", any case, spaces around the
// separator), written canonically ("D2-D4") for the server and with an arrow for people.

const MOVE = /^\s*([a-z])\s*(\d{1,2})\s*(?:-|–|→|->|x|\s)?\s*([a-z])\s*(\d{1,2})\s*$/i;

/** The canonical form of a typed move, or null when it is not a move at all. */
export function parseMoveText(text: string): string | null {
  const match = MOVE.exec(text);
  if (!match) return null;
  const [, f1, r1, f2, r2] = match as unknown as [string, string, string, string, string];
  return `${f1.toUpperCase()}${Number(r1)}-${f2.toUpperCase()}${Number(r2)}`;
}

export function moveEnds(move: string): [string, string] {
  const [from = '', to = ''] = move.split('-');
  return [from, to];
}

export function displayMove(move: string): string {
  const [from, to] = moveEnds(move);
  return `${from} → ${to}`;
}

/** Destinations of the legal moves starting on `from`. */
export function destinationsFrom(legal: readonly string[], from: string): string[] {
  const result: string[] = [];
  for (const move of legal) {
    const [start, end] = moveEnds(move);
    if (start === from) result.push(end);
  }
  return result;
}

/** Squares holding a piece that has at least one legal move. */
export function movableSquares(legal: readonly string[]): Set<string> {
  return new Set(legal.map((move) => moveEnds(move)[0]));
}
