// Above the game's board: the invitation while the friend has not come (invitation.ts: the link,
// share or copy, cancel, and a note when the player taps the board meanwhile), or how to play
// (how-to.ts) for a player new to the game — against a friend or the computer, until they dismiss it
// or their first game of it ends (remembered by the browser, per game). Apart from the game view's
// controller because it is the one part of the page about learning the game or it not having
// begun, with its own state: whether the how-to is still wanted.
import { h } from '../lib/dom';
import { setting, storeSetting } from '../lib/storage';
import type { VariantEntry } from '../lib/catalogue';
import { bothSeated, computerOpponent, isOver, isPlayer, type Role } from '../lib/game-state';
import type { ClientMessage, Snapshot } from '../lib/types';
import { t } from '../i18n';
import { exampleFor, firstHowTo, howToCard } from './how-to';
import { invitationCard } from './invitation';
import { challengedName } from '../lib/challenge-notes';

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
  /** The how-to shown in this page (with the animated example the browser's first time); null when it is not. */
  private howTo: { example: boolean } | null = null;
  /** The card of a challenge sent by name, once its chunk has come. */
  private challengeCard: typeof import('./challenge-sent').challengeSentCard | null = null;

  constructor(private readonly host: AboveBoardHost) {}

  /** localStorage["petteia.howto-done.<variant>"]: this browser's player knows the game. */
  private static doneKey(variant: string): string {
    return `howto-done.${variant}`;
  }

  /** The how-to for a player of a game under way who is new to it; a game's end means they know it now. */
  private wantsHowTo(snapshot: Snapshot): boolean {
    if (!isPlayer(this.host.role(), snapshot) || setting(AboveBoard.doneKey(snapshot.variant)) !== null) return false;
    if (isOver(snapshot)) {
      storeSetting(AboveBoard.doneKey(snapshot.variant), '1');
      return false;
    }
    return bothSeated(snapshot);
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
    const challenged = this.waitingForFriend(snapshot) ? challengedName(snapshot.game) : null;
    if (challenged) {
      // A challenge sent by name: its card, once its chunk is here (drawn again then).
      if (!this.challengeCard) {
        void import('./challenge-sent').then((chunk) => {
          this.challengeCard = chunk.challengeSentCard;
          this.render(snapshot);
        });
        this.element.replaceChildren();
        return;
      }
      this.element.replaceChildren(this.challengeCard({
        waitingNote: this.waitingNote, toast: (text) => this.host.toast(text), cancel: () => this.host.send({ type: 'abort' }),
      }, challenged));
      if (focusKey) this.element.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
    } else if (this.waitingForFriend(snapshot)) {
      this.element.replaceChildren(invitationCard({
        link: `${window.location.origin}/g/${snapshot.game}`,
        waitingNote: this.waitingNote,
        toast: (text) => this.host.toast(text),
        cancel: () => this.host.send({ type: 'abort' }),
      }));
      if (focusKey) this.element.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
    } else if (this.wantsHowTo(snapshot)) {
      this.howTo ??= { example: firstHowTo() };
      // Drawn once, and again when the catalogue's answer changes which example fits.
      const example = this.howTo.example ? exampleFor(this.host.entry()) : null;
      const shown = this.element.querySelector<HTMLElement>('[data-testid="how-to"]');
      if (!shown || shown.dataset['example'] !== (example ?? ''))
        this.element.replaceChildren(howToCard({ variant: snapshot.variant, example, dismiss: () => {
          this.howTo = null;
          storeSetting(AboveBoard.doneKey(snapshot.variant), '1');
          this.element.replaceChildren();
          this.host.focusBoard();
        } }));
    } else this.element.replaceChildren();
  }
}
