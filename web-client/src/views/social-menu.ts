// A small menu in a player's bar on the game page (issue 27): a button that shows or hides a box of
// choices over the board's edge (the quick messages in the player's own bar, a player's profile and
// "Report…" in another's). A disclosure, not an ARIA menu: Tab walks its buttons as anywhere else,
// Escape closes it and gives the keyboard back to its button, and it closes when the focus leaves.
// It sits in the bar before the flip button (or the clock): in view wherever the board is.
import { h } from '../lib/dom';
import type { ClockView } from './player-bar';

let made = 0;

export class SocialMenu {
  readonly element: HTMLElement;
  readonly toggle: HTMLButtonElement;
  readonly box: HTMLElement;

  /** `glyph`: the button's face (hidden from screen readers, which hear its label). */
  constructor(glyph: string | SVGElement, testid: string) {
    const id = `social-menu-${++made}`;
    this.toggle = h('button', {
      type: 'button', class: 'social-toggle', 'aria-expanded': 'false', 'aria-controls': id, 'data-testid': testid,
    }, typeof glyph === 'string' ? h('span', { 'aria-hidden': 'true' }, glyph) : glyph);
    this.box = h('div', { class: 'social-box', id, role: 'group', hidden: true, 'data-testid': `${testid}-box` });
    this.element = h('span', { class: 'social-tool' }, this.toggle, this.box);
    this.toggle.addEventListener('click', () => {
      if (this.toggle.getAttribute('aria-disabled') === 'true') return;
      if (this.isOpen()) this.close(true);
      else this.open();
    });
    this.element.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.isOpen()) {
        event.preventDefault();
        this.close(true);
      }
    });
    // Pressing the button of an open menu keeps the focus where it is (Safari would drop it, which
    // closes the menu just before the click would).
    this.toggle.addEventListener('mousedown', (event) => {
      if (this.isOpen()) event.preventDefault();
    });
    // A tap or Tab anywhere else closes it.
    this.element.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !this.element.contains(next)) this.close(false);
    });
  }

  /** The button's name for screen readers (and its tooltip), and the box's. */
  label(toggle: string, box: string): void {
    if (this.toggle.getAttribute('aria-label') !== toggle) {
      this.toggle.setAttribute('aria-label', toggle);
      this.toggle.title = toggle;
    }
    if (this.box.getAttribute('aria-label') !== box) this.box.setAttribute('aria-label', box);
  }

  isOpen(): boolean {
    return !this.box.hidden;
  }

  open(): void {
    this.box.hidden = false;
    this.toggle.setAttribute('aria-expanded', 'true');
    this.box.querySelector<HTMLElement>('button:not([disabled]), a[href]')?.focus();
  }

  close(focusToggle: boolean): void {
    if (!this.isOpen()) return;
    this.box.hidden = true;
    this.toggle.setAttribute('aria-expanded', 'false');
    if (focusToggle) this.toggle.focus();
  }

  /** In `view`'s bar, before its flip button or its clock; out of any bar when `view` is null. */
  place(view: ClockView | null): void {
    if (!view) {
      this.close(false);
      this.element.remove();
      return;
    }
    const before = view.bar.querySelector<HTMLElement>(':scope > .flip-board') ?? view.time;
    if (this.element.parentElement === view.bar && this.element.nextElementSibling === before) return;
    this.close(false);
    view.bar.insertBefore(this.element, before);
  }
}
