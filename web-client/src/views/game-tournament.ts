// The game page of a tournament's game (issue 39), a chunk of its own fetched when a snapshot names a
// tournament (./game-tournament-slot.ts): the link back to the tournament under the game's status; the
// tournament's socket kept open while the page is (an arena pairs only players who have one open),
// and the player's next game opened by itself when it is paired; "Berserk" by the player's own bar
// before their first move (the action `berserk`: half their clock, one more point for a win); the ⚔
// mark beside the clock of each side that berserked (the snapshot's `berserk`).
import { h } from '../lib/dom';
import type { Role } from '../lib/game-state';
import { berserked, mayBerserk } from '../lib/tournament-game';
import { notePairing, takePairing, tournamentPath } from '../lib/tournaments';
import type { ClientMessage, Snapshot } from '../lib/types';
import { TournamentSocket } from '../net/tournament-socket';
import { tournamentText } from '../i18n/tournament-text';
import type { GameBars } from './game-bars';
import '../styles/tournaments.css';

export interface TournamentGameHost {
  gameId: string;
  snapshot(): Snapshot | null;
  role(): Role | null;
  bars(): GameBars;
  /** The game's status line: the link back goes under it. */
  anchor(): HTMLElement;
  send(message: ClientMessage): void;
  navigate(path: string): void;
  toast(text: string): void;
}

export class GameTournament {
  private readonly socket: TournamentSocket;
  private readonly link = h('a', { class: 'game-tournament-link', 'data-link': '', 'data-testid': 'back-to-tournament' });
  private readonly over = h('span', { class: 'muted', 'data-testid': 'tournament-over', hidden: true });
  private readonly box = h('p', { class: 'game-tournament', 'data-testid': 'game-tournament' }, this.link, ' ', this.over);
  private readonly berserk = h('button', { type: 'button', class: 'btn btn-secondary berserk-btn', 'data-testid': 'berserk' });
  private readonly berserkRow = h('div', { class: 'berserk-row', hidden: true }, this.berserk);
  private readonly marks = [this.mark(), this.mark()];
  private leaving = false;
  private destroyed = false;
  private next: { game: string; opponent: string | null } | null = null;

  constructor(private readonly host: TournamentGameHost, tournamentId: string) {
    this.link.setAttribute('href', tournamentPath(tournamentId));
    this.berserk.addEventListener('click', () => {
      this.berserk.disabled = true; // until the server's answer (the event, or an error)
      host.send({ type: 'berserk' });
      window.setTimeout(() => (this.berserk.disabled = false), 3000);
    });
    this.socket = new TournamentSocket(tournamentId, {
      message: (message) => {
        if (message.type === 'tournament_game' && message.tournament === tournamentId) this.follow(message.game, message.opponent);
        else if (message.type === 'tournament_you' && message.you?.game) this.follow(message.you.game, null);
        else if (message.type === 'tournament') {
          const ended = message.page.tournament.state === 'finished' || message.page.tournament.state === 'cancelled';
          this.over.hidden = !ended;
        }
      },
    });
    const paired = takePairing(host.gameId);
    if (paired) host.toast(tournamentText().paired(paired.opponent));
  }

  private mark(): HTMLElement {
    return h('span', { class: 'berserk-mark', 'data-testid': 'berserk-mark', hidden: true },
      h('span', { 'aria-hidden': 'true' }, '⚔'), h('span', { class: 'sr-only' }));
  }

  /**
   * The player's next game of the tournament: opened once this one is over (an arena pairs at once). The
   * pairing may come on the tournament's socket before this game's end on its own: it waits for it.
   */
  private follow(game: string, opponent: string | null): void {
    if (this.leaving || game === this.host.gameId) return;
    this.next = { game, opponent };
    const snapshot = this.host.snapshot();
    if (!snapshot || snapshot.result.state === 'ongoing') return;
    this.leaving = true;
    notePairing(game, opponent);
    // After the drawing under way: the game view it belongs to is let go by the navigation.
    window.setTimeout(() => {
      if (!this.destroyed) this.host.navigate(`/g/${game}`);
    }, 0);
  }

  /** After each drawing of the game view. */
  render(): void {
    const words = tournamentText();
    const anchor = this.host.anchor();
    if (this.box.previousElementSibling !== anchor) anchor.after(this.box);
    this.link.textContent = words.back;
    this.over.textContent = words.over;
    const snapshot = this.host.snapshot();
    if (!snapshot) return;
    if (this.next && snapshot.result.state !== 'ongoing') return this.follow(this.next.game, this.next.opponent);
    const role = this.host.role();
    const bars = this.host.bars();
    [bars.top, bars.bottom].forEach((view, index) => {
      const mark = this.marks[index] as HTMLElement;
      if (mark.parentElement !== view.bar) view.bar.insertBefore(mark, view.time);
      const side = view.bar.dataset['side'];
      mark.hidden = !side || !berserked(snapshot, side);
      mark.title = words.berserked;
      (mark.lastElementChild as HTMLElement).textContent = words.berserked;
      // Berserk right under (or, the board turned, over) the bar of the player's own side: in view with
      // its clock, without squeezing the bar's name on a phone.
      if (side !== undefined && side === role && view.bar.nextElementSibling !== this.berserkRow) view.bar.after(this.berserkRow);
    });
    const may = mayBerserk(snapshot, role);
    this.berserkRow.hidden = !may;
    if (!may) this.berserk.disabled = false;
    this.berserk.textContent = `⚔ ${words.berserk}`;
    this.berserk.title = words.berserkHint;
    this.berserk.setAttribute('aria-label', `${words.berserk}: ${words.berserkHint}`);
  }

  destroy(): void {
    this.destroyed = true;
    this.socket.close();
    this.box.remove();
    this.berserkRow.remove();
    for (const mark of this.marks) mark.remove();
  }
}
