// Stepping through a finished game on the game page: the positions asked once of the server, the ply
// shown, the bar under the board (step-bar.ts draws it) and its arrow, Home and End keys. Apart from
// the game view's controller because it is a state of its own — which position is shown instead of
// the game as it ended — that the board, the panel and perfect play only read; the controller draws
// them again when it changes. lib/step-through.ts holds where each step leads.
import { h } from '../lib/dom';
import { isOver } from '../lib/game-state';
import { fetchPositions, stepForKey, stepped, type Stepping } from '../lib/step-through';
import type { Snapshot } from '../lib/types';
import { t } from '../i18n';
import { keepStepFocus, stepBar } from './step-bar';

export interface StepThroughHost {
  readonly gameId: string;
  /** Draws the whole view again (stepping has begun). */
  render(): void;
  /** Draws the board and the panel again (another position is shown). */
  redrawPosition(): void;
  toast(text: string): void;
}

export class GameStepThrough {
  // The positions from the server and the one shown (null: the game as it ended).
  private stepping: Stepping | null = null;
  private readonly label = h('p', { class: 'step-label', role: 'status', 'aria-live': 'polite', 'data-testid': 'step-label' });
  /** Under the board, where the step bar goes while the game is stepped through. */
  readonly slot = h('div', { class: 'step-slot' });

  constructor(private readonly host: StepThroughHost) {
    this.slot.addEventListener('keydown', (event) => {
      const step = stepForKey(event.key);
      if (!step || !this.stepping) return;
      event.preventDefault();
      this.stepTo(stepped(this.stepping, step));
    });
  }

  /** The positions and the ply shown, whether or not the game is over (perfect play marks the move shown). */
  get current(): Stepping | null {
    return this.stepping;
  }

  /** What the board and the panel show of it: a game is stepped through only once it is over. */
  shownIn(snapshot: Snapshot): Stepping | null {
    return this.stepping && isOver(snapshot) ? this.stepping : null;
  }

  /** "Step through the game": the positions asked once, then shown from the start (or from a move perfect play points to). */
  start(ply = 0): void {
    if (this.stepping) {
      this.stepTo(ply);
      return;
    }
    void fetchPositions(this.host.gameId).then((positions) => {
      this.stepping = { positions, ply };
      this.host.render();
      this.slot.querySelector<HTMLElement>('[data-focus="step-forward"]')?.focus();
    }, () => this.host.toast(t().game.stepFailed));
  }

  /** "Back to the game": the game as it ended (the caller draws it again). */
  stop(): void {
    this.stepping = null;
  }

  private stepTo(ply: number): void {
    if (!this.stepping) return;
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    this.stepping = { ...this.stepping, ply };
    this.host.redrawPosition();
    keepStepFocus(this.slot, focusKey, ply);
  }

  /** The bar under the board while a finished game is stepped through; nothing otherwise. */
  renderBar(snapshot: Snapshot): void {
    if (!this.stepping || !isOver(snapshot)) {
      this.slot.replaceChildren();
      return;
    }
    this.slot.replaceChildren(stepBar({
      stepping: this.stepping,
      moves: snapshot.moves,
      step: (step) => this.stepTo(stepped(this.stepping as Stepping, step)),
    }, this.label));
  }
}
