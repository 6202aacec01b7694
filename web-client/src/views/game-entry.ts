// The game's entry in the server's catalogue (GET /api/variants), asked once when the first snapshot
// names the game: how its positions are read and its squares named, its pieces, its goal squares.
// Until it answers, the board waits (it cannot name its squares); a game the catalogue does not list
// is read with the plain layout of the snapshot's size and sides.
import { goalSquares, layoutOf, variantCatalogue, type VariantEntry } from '../lib/catalogue';
import type { Layout } from '../lib/position';
import type { Snapshot } from '../lib/types';

export class GameEntry {
  /** The game's entry (undefined until the catalogue answers, or for a game it does not list). */
  entry: VariantEntry | undefined;
  /** Square → the side that wins by filling it. */
  goals: ReadonlyMap<string, number> = new Map();
  /** The catalogue has answered. */
  ready = false;
  private asked = false;

  /** Asks once; `answered` runs when the catalogue has answered. */
  ask(variant: string, answered: () => void): void {
    if (this.asked) return;
    this.asked = true;
    void variantCatalogue().then((variants) => {
      this.entry = variants.find((known) => known.name === variant);
      this.goals = goalSquares(this.entry);
      this.ready = true;
      answered();
    });
  }

  /** How this game's positions are read and its squares named, with the snapshot's size and sides. */
  layout(snapshot: Snapshot): Layout {
    return layoutOf(this.entry, snapshot);
  }
}
