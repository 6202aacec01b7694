// What the game page gives keyboards and screen readers beyond its controls (issue 40): a heading
// (the game, its clock, "Rated"), the keyboard on the board when the page first draws it (a game
// started from the keyboard left it on the page's body), and what is said besides the status line —
// each move as it is played ("Dark: B6 → B5, captures C5"), a takeback, the result when the game
// ends, and the clocks when asked: by the C key anywhere on the page, or by the button that shows
// when the keyboard reaches it, right after the board. One polite live region, its text replaced.
import { h } from '../lib/dom';
import { displayMove } from '../lib/notation';
import { isOver } from '../lib/game-state';
import type { Snapshot } from '../lib/types';
import { pick, t } from '../i18n';
import { headingText } from './game-panel';

export interface GameAccessibilityHost {
  /** The game's end in words (the status line's). */
  result(snapshot: Snapshot): string;
  /** Each clock as its bar names it ("Light’s clock: 2:59"); none in a game without a clock. */
  clocks(): string[];
  /** The keyboard to the board's square with the tab stop. */
  focusBoard(options?: FocusOptions): void;
}

export class GameAccessibility {
  readonly heading = h('h1', { class: 'meta game-heading', 'data-testid': 'game-heading' });
  readonly region = h('div', { class: 'sr-only', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-testid': 'announcer' });
  /** Shown only while the keyboard is on it (like the skip link): says the clocks. */
  readonly clocksButton = h('button', { type: 'button', class: 'btn btn-secondary say-clocks', 'data-testid': 'say-clocks' });
  private boardFocused = false;
  private sayTimer: number | undefined;

  constructor(private readonly host: GameAccessibilityHost) {
    this.clocksButton.addEventListener('click', () => this.sayClocks());
  }

  relabel(): void {
    this.clocksButton.textContent = t().game.sayClocks;
  }

  /** The heading for the game as it stands (its words change with the language, "Rated" never does). */
  render(snapshot: Snapshot): void {
    const text = headingText(snapshot);
    if (this.heading.textContent !== text) this.heading.textContent = text;
  }

  /**
   * Once, when the board is first drawn: the keyboard on it, unless it is already somewhere on
   * purpose (after a navigation the router gives it to the heading; on a first load it is on the body).
   */
  boardDrawn(): void {
    if (this.boardFocused) return;
    this.boardFocused = true;
    const active = document.activeElement;
    if (active === null || active === document.body || active === this.heading) this.host.focusBoard({ preventScroll: true });
  }

  /** The C key anywhere but in a field: the clocks said. */
  keyAnywhere(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.key.toLowerCase() !== 'c') return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('input, textarea, select, [contenteditable]')) return;
    this.sayClocks();
  }

  /** The game went from `before` to `after`: its new moves, a takeback, its end. */
  changed(before: Snapshot | null, after: Snapshot): void {
    if (!before || before.game !== after.game) return;
    const catalogue = t();
    const said: string[] = [];
    if (after.moves.length < before.moves.length) said.push(catalogue.game.saidTakeback);
    for (const move of after.moves.slice(before.moves.length)) {
      const side = pick(catalogue.sides, move.side) ?? move.side;
      const captured = move.captured.length > 0 ? `, ${catalogue.game.captures(move.captured.join(', '))}` : '';
      said.push(`${side}: ${displayMove(move.move)}${captured}`);
    }
    if (!isOver(before) && isOver(after)) said.push(this.host.result(after));
    if (said.length > 0) this.say(said.join('. '));
  }

  sayClocks(): void {
    const clocks = this.host.clocks();
    this.say(clocks.length > 0 ? clocks.join('. ') : t().game.untimed);
  }

  /** The same words twice in a row are still said: the region is emptied first. */
  private say(text: string): void {
    this.region.textContent = '';
    window.clearTimeout(this.sayTimer);
    this.sayTimer = window.setTimeout(() => { this.region.textContent = text; }, 50);
  }
}
