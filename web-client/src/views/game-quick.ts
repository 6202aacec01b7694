// Quick messages on the game page (issue 27): in a game between two people, each player has a speech
// bubble button in their own bar, which opens the five fixed messages (Hello, Good luck, Good game,
// Thank you, Well played); one a seat every 3 s, so the button rests for 3 s after each (and again if
// the server says rate_limited). Every message the server passes on (`quick`, the code only) is shown
// for a few seconds over the label of the bar of the side that said it, in the reader's language, and
// said politely to screen readers when another's.
import { h, s } from '../lib/dom';
import { Cooldown, QUICK_INTERVAL_MS, QUICK_SAYS, REFS, mayQuick, type QuickHeard, type QuickSay } from '../lib/game-social';
import type { Role } from '../lib/game-state';
import type { ClientMessage, Side, Snapshot } from '../lib/types';
import { socialText } from '../i18n/game-social-text';
import type { ClockView } from './player-bar';
import { SocialMenu } from './social-menu';
import { seatName } from './game-players';

/** How long a heard message stays over its player's label. */
const SHOWN_MS = 6000;

/** A speech bubble, drawn (an emoji's look depends on the phone's fonts, and some have none). */
function speechBubble(): SVGElement {
  return s('svg', { class: 'social-icon', viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: 'M4 4.5h16a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10l-4.5 3.8V16H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linejoin': 'round' }));
}

export interface QuickHost {
  send(message: ClientMessage): void;
  announce(text: string): void;
}

export class GameQuick {
  private readonly cooldown = new Cooldown();
  private readonly menu = new SocialMenu(speechBubble(), 'quick-toggle');
  private readonly buttons = new Map<QuickSay, HTMLButtonElement>();
  private resting: number | undefined;
  private lang = '';
  /** The message each side said last, while it is shown. */
  private readonly bubbles = new Map<Side, { element: HTMLElement; timer: number }>();

  constructor(private readonly host: QuickHost) {
    for (const say of QUICK_SAYS) {
      const button = h('button', { type: 'button', class: 'social-choice', 'data-say': say, 'data-testid': `quick-${say}` });
      button.addEventListener('click', () => this.say(say));
      this.buttons.set(say, button);
      this.menu.box.append(button);
    }
  }

  /** The button in the player's own bar while they may send; `barOf` finds a side's bar. */
  render(snapshot: Snapshot, role: Role | null, barOf: (side: Side) => ClockView): void {
    const words = socialText();
    if (words.quickOpen !== this.lang) {
      this.lang = words.quickOpen;
      this.menu.label(words.quickOpen, words.quickMenu);
      for (const [say, button] of this.buttons) button.textContent = words.quick[say];
    }
    this.menu.place(mayQuick(snapshot, role) && role !== null ? barOf(role) : null);
    for (const [side, bubble] of this.bubbles) this.placeBubble(bubble.element, barOf(side));
  }

  private say(say: QuickSay): void {
    const now = Date.now();
    if (!this.cooldown.ready(now)) return;
    this.host.send({ type: 'quick', say, ref: REFS.quick });
    this.rest(now);
    this.menu.close(true);
  }

  /** The button rests for the interval: it keeps the keyboard's focus, but does nothing. */
  private rest(now: number): void {
    this.cooldown.start(now);
    this.menu.toggle.setAttribute('aria-disabled', 'true');
    window.clearTimeout(this.resting);
    this.resting = window.setTimeout(() => this.menu.toggle.removeAttribute('aria-disabled'), QUICK_INTERVAL_MS);
  }

  /** The server refused a message (rate_limited): wait again, and say so. */
  refused(): void {
    this.rest(Date.now());
    this.host.announce(socialText().quickWait);
  }

  heard(quick: QuickHeard, snapshot: Snapshot, role: Role | null, bar: ClockView): void {
    const words = socialText();
    const text = words.quick[quick.say];
    const old = this.bubbles.get(quick.side);
    if (old) {
      window.clearTimeout(old.timer);
      old.element.remove();
    }
    // Said to screen readers by the announcer (another's only): the bubble itself is for the eyes.
    const element = h('span', { class: 'quick-bubble', 'aria-hidden': 'true', 'data-testid': 'quick-bubble', 'data-side': quick.side, 'data-say': quick.say }, text);
    this.placeBubble(element, bar);
    const timer = window.setTimeout(() => {
      element.remove();
      this.bubbles.delete(quick.side);
    }, SHOWN_MS);
    this.bubbles.set(quick.side, { element, timer });
    if (quick.side !== role) this.host.announce(words.heard(seatName(snapshot, role, quick.side), text));
  }

  private placeBubble(element: HTMLElement, bar: ClockView): void {
    if (element.parentElement !== bar.bar) bar.bar.append(element);
  }
}
