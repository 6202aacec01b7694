// The moves in one line above the board, on screens where the side panel's list is below the fold
// (narrower than the two-column layout): scrolled sideways so that the newest move — or the one
// shown while the game is browsed — is in view, each move a button that shows the position after it.
// Drawn again from the snapshot whenever the game changes; only the buttons that changed are touched
// so that the scroll stays where the player left it between moves.
import { h } from '../lib/dom';
import { displayMove } from '../lib/notation';
import type { Snapshot } from '../lib/types';
import { t } from '../i18n';

/** How far a finger must travel along the strip to step (a shorter move is a tap). */
const SWIPE_PX = 40;

export class MoveStrip {
  readonly element = h('nav', { class: 'move-strip', 'data-testid': 'move-strip' });
  private readonly list = h('ol', { class: 'strip-moves' });
  private readonly empty = h('p', { class: 'strip-empty muted' });
  private drawn = '';

  /** `swipe`: a finger swept along the strip, towards the older moves ('back') or the newer. */
  constructor(private readonly browse: (ply: number) => void, swipe: (step: 'back' | 'forward') => void) {
    this.element.append(this.empty, this.list);
    // A swipe steps through the moves, as on a phone's game app: a finger moving right brings the
    // older moves in (back), left the newer. The strip does not pan under the finger (styles.css,
    // touch-action): it follows the move shown instead. A tap still opens the move tapped.
    let start: { x: number; y: number; id: number } | null = null;
    this.element.addEventListener('pointerdown', (event) => {
      start = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, id: event.pointerId };
    });
    this.element.addEventListener('pointerup', (event) => {
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dy) > Math.abs(dx)) return;
      swipe(dx > 0 ? 'back' : 'forward');
    });
    this.element.addEventListener('pointercancel', () => { start = null; });
  }

  /** `shown`: the ply on the board while the game is browsed, null for the game as it stands. */
  render(snapshot: Snapshot, shown: number | null): void {
    const game = t().game;
    this.element.setAttribute('aria-label', game.moves);
    const key = `${document.documentElement.lang}|${shown}|${snapshot.moves.map((move) => move.move).join(' ')}`;
    if (key === this.drawn) return;
    this.drawn = key;
    this.empty.textContent = snapshot.moves.length === 0 ? game.noMovesYet : '';
    this.empty.hidden = snapshot.moves.length > 0;
    this.list.replaceChildren(...snapshot.moves.map((move, index) => {
      const ply = index + 1;
      const text = displayMove(move.move);
      const current = shown === null ? ply === snapshot.moves.length : ply === shown;
      const button = h('button', {
        type: 'button', class: current ? 'strip-mv current' : 'strip-mv', 'data-ply': String(ply),
        'aria-label': game.browseMove(text), onclick: () => this.browse(ply),
      }, text);
      if (shown === ply) button.setAttribute('aria-current', 'step');
      // Numbered at each pair, as written on paper: "1. B1-B4 A6-A5 2. …".
      const number = index % 2 === 0 ? h('span', { class: 'strip-no', 'aria-hidden': 'true' }, `${index / 2 + 1}.`) : null;
      return h('li', {}, number, button);
    }));
    this.followCurrent();
  }

  /** The current move in view inside the strip, without scrolling the page. */
  private followCurrent(): void {
    const current = this.list.querySelector<HTMLElement>('.strip-mv.current');
    if (!current) return;
    const strip = this.element;
    const left = current.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    const right = left + current.offsetWidth;
    if (right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right - strip.clientWidth + 8;
    else if (left < strip.scrollLeft) strip.scrollLeft = Math.max(0, left - 8);
  }
}
