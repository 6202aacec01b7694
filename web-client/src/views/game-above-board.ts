// Above the game's board before play: the invitation while the friend has not come (invitation.ts:
// the link, share or copy, cancel, and a note when the player taps the board meanwhile), or, for the
// friend who came by the link, how to play (how-to.ts) until dismissed. Apart from the game view's
// controller because it is the one part of the page about the game not having begun, with its own
// state: whether the how-to is still wanted.
import { h } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import { bothSeated, computerOpponent, isOver, isPlayer, type Role } from '../lib/game-state';
import type { ClientMessage, Snapshot } from '../lib/types';
import { t } from '../i18n';
import { exampleFor, firstHowTo, howToCard } from './how-to';
import { invitationCard } from './invitation';

export interface AboveBoardHost {
  role(): Role | null;
  entry(): VariantEntry | undefined;
  send(message: ClientMessage): void;
  toast(text: string): void;
  /** The keyboard back on the board (its square with the tab stop). */
  focusBoard(): void;
}

export class AboveBoard {
  readonly element = h('div', { class: 'above-board' });
  private readonly waitingNote = h('p', { class: 'waiting-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'waiting-note' });
  /** This browser took its seat by the invitation link: the how-to is shown until dismissed. */
  private howTo: { example: boolean } | null = null;

  constructor(private readonly host: AboveBoardHost) {}

  /** A seat just taken by the invitation link: the friend is shown how to play (with the example the first time). */
  welcome(): void {
    this.howTo = { example: firstHowTo() };
  }

  /** A player's invitation that nobody has taken yet (never against the computer). */
  private waitingForFriend(snapshot: Snapshot): boolean {
    const role = this.host.role();
    return isPlayer(role, snapshot) && !isOver(snapshot) && !bothSeated(snapshot) && computerOpponent(role, snapshot) === null;
  }

  /** A tap on the board: while the invitation waits, the note says why nothing moves. */
  noteTap(snapshot: Snapshot): void {
    if (this.waitingForFriend(snapshot)) this.waitingNote.textContent = t().game.waitingTap;
  }

  /** After a change of language: drawn again in it at the next render. */
  relabel(): void {
    this.element.replaceChildren();
    this.waitingNote.textContent = '';
  }

  render(snapshot: Snapshot): void {
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    if (this.waitingForFriend(snapshot)) {
      this.element.replaceChildren(invitationCard({
        link: `${window.location.origin}/g/${snapshot.game}`,
        waitingNote: this.waitingNote,
        toast: (text) => this.host.toast(text),
        cancel: () => this.host.send({ type: 'abort' }),
      }));
      if (focusKey) this.element.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
    } else if (this.howTo && !isOver(snapshot)) {
      // Drawn once, and again when the catalogue's answer changes which example fits.
      const example = this.howTo.example ? exampleFor(this.host.entry()) : null;
      const shown = this.element.querySelector<HTMLElement>('[data-testid="how-to"]');
      if (!shown || shown.dataset['example'] !== (example ?? ''))
        this.element.replaceChildren(howToCard({ variant: snapshot.variant, example, dismiss: () => {
          this.howTo = null;
          this.element.replaceChildren();
          this.host.focusBoard();
        } }));
    } else this.element.replaceChildren();
  }
}
