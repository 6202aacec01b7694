// The server's variant catalogue (GET /api/variants, ../protocol/README.md): what the board draws
// beyond the snapshot, here the ranks each side wins by filling (Le Grec's halves). Fetched once;
// without it the board is simply drawn without them.
import { api } from './api';
import { squareName } from './position';

export interface VariantEntry {
  name: string;
  width: number;
  height: number;
  sides: string[];
  goal_ranks?: Record<string, number[]>; // absent from an older server
}

let catalogue: Promise<VariantEntry[]> | null = null;

/** The catalogue, asked once per page; a failed request is asked again next time. */
export function variantCatalogue(): Promise<VariantEntry[]> {
  catalogue ??= api<VariantEntry[]>('GET', '/api/variants').catch(() => {
    catalogue = null;
    return [];
  });
  return catalogue;
}

/**
 * Square name → the index (in `sides`) of the side that wins by filling it, for a variant won by
 * arriving somewhere; empty otherwise. Ranks outside the board are ignored.
 */
export function goalSquares(entry: VariantEntry | undefined): Map<string, number> {
  const goals = new Map<string, number>();
  if (!entry?.goal_ranks) return goals;
  entry.sides.forEach((side, index) => {
    for (const rank of entry.goal_ranks?.[side] ?? []) {
      if (!Number.isInteger(rank) || rank < 1 || rank > entry.height) continue;
      for (let file = 0; file < entry.width; file++) goals.set(squareName({ file, rank }), index);
    }
  });
  return goals;
}
