// The moves found so far in an exercise, kept in session storage (petteia.exercise.<id>) so that a
// reload replays them with one attempt instead of starting over.
const storageKey = (id: string) => `petteia.exercise.${id}`;

export function savedMoves(id: string): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(id)) ?? '[]');
    return Array.isArray(value) ? value.filter((move): move is string => typeof move === 'string') : [];
  } catch {
    return [];
  }
}

export function saveMoves(id: string, moves: string[]): void {
  try {
    if (moves.length) sessionStorage.setItem(storageKey(id), JSON.stringify(moves));
    else sessionStorage.removeItem(storageKey(id));
  } catch {
    // Without session storage a reload simply starts the exercise again.
  }
}
