// The game page's social parts in a game between two people (issue 27), a chunk of its own fetched
// by ./game-social-slot.ts at the first snapshot of such a game: the players' names and ratings in
// their bars (./game-players.ts) and a rated game's change in the end summary (./game-end-rating.ts),
// quick messages (./game-quick.ts), reports (./game-report.ts) and the player's say on listing the
// game among the live games (./game-listing.ts). It draws into the bars and the side panel the game
// view already has and into one box after the side panel (the listing's card, the report dialog and a
// polite live region), and takes the server's messages that are its own: `quick`, `reported`, and
// the errors that echo its `ref`.
import '../styles/game-social.css';
import { h } from '../lib/dom';
import { readQuick, readReported, socialErrorOf } from '../lib/game-social';
import { isPlayer, type Role } from '../lib/game-state';
import { playersOf, ratingChange } from '../lib/rating-change';
import type { ClientMessage, ServerMessage, Side, Snapshot } from '../lib/types';
import { gameRatingText } from '../i18n/game-rating-text';
import type { GameBars } from './game-bars';
import { EndRating } from './game-end-rating';
import { GameListing } from './game-listing';
import { GamePlayers } from './game-players';
import { GameQuick } from './game-quick';
import { GameReport } from './game-report';
import type { ClockView } from './player-bar';

export interface SocialHost {
  snapshot(): Snapshot | null;
  role(): Role | null;
  bars(): GameBars;
  /** The side panel: the social box goes right after it. */
  panel(): HTMLElement;
  send(message: ClientMessage): void;
}

export class GameSocial {
  private readonly box = h('div', { class: 'game-social', 'data-testid': 'game-social' });
  private readonly announcer = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', 'data-testid': 'social-announce' });
  private readonly players = new GamePlayers();
  private readonly endRating = new EndRating();
  private readonly quick: GameQuick;
  private readonly report: GameReport;
  private readonly listing: GameListing;
  private announceTimer: number | undefined;
  /** The player's rating change as last drawn ('' for none; undefined before the first drawing): said when the `rated` event brings it. */
  private ratingKnown: string | undefined;

  constructor(private readonly host: SocialHost) {
    const send = (message: ClientMessage) => host.send(message);
    this.quick = new GameQuick({ send, announce: (text) => this.announce(text) });
    this.report = new GameReport(send);
    this.listing = new GameListing(send);
    this.box.append(this.listing.element, this.announcer, this.report.dialog);
  }

  /** The game as it stands: drawn again whenever the game view draws (an event, a flip, a language). */
  render(): void {
    const snapshot = this.host.snapshot();
    if (!snapshot) return;
    const role = this.host.role();
    const panel = this.host.panel();
    if (this.box.previousElementSibling !== panel) panel.after(this.box);
    const barOf = this.barOf(snapshot, role);
    this.players.render(snapshot, role, snapshot.sides.map((side): [ClockView, Side] => [barOf(side), side]));
    this.quick.render(snapshot, role, barOf);
    this.report.render(snapshot, role, barOf);
    this.listing.render(snapshot, role);
    this.endRating.render(panel, snapshot, role);
    this.sayRatingChange(snapshot, role);
  }

  /** Takes the messages that are the social parts': true when `message` was one. */
  receive(message: ServerMessage): boolean {
    const snapshot = this.host.snapshot();
    const role = this.host.role();
    if (message.type === 'quick') {
      const heard = snapshot && readQuick(message, snapshot);
      if (snapshot && heard) this.quick.heard(heard, snapshot, role, this.barOf(snapshot, role)(heard.side));
      return true;
    }
    if (message.type === 'reported') {
      const side = snapshot && readReported(message, snapshot);
      if (snapshot && side) this.report.answered(side, snapshot, role);
      return true;
    }
    if (message.type !== 'error') return false;
    const which = socialErrorOf(message);
    if (which === 'quick') this.quick.refused();
    else if (which === 'report') this.report.refused(message.code);
    else if (which === 'listing' && snapshot) this.listing.refused(snapshot, role);
    return which !== null;
  }

  /** The bar that shows `side` now (the board may be turned round). */
  private barOf(snapshot: Snapshot, role: Role | null): (side: Side) => ClockView {
    const bars = this.host.bars();
    const bottom = bars.bottomSide(snapshot, role);
    return (side) => (side === bottom ? bars.bottom : bars.top);
  }

  /** Said politely: emptied first, so that the same words said twice are heard twice. */
  private announce(text: string): void {
    this.announcer.textContent = '';
    window.clearTimeout(this.announceTimer);
    this.announceTimer = window.setTimeout(() => {
      this.announcer.textContent = text;
    }, 100);
  }

  /** A player hears their own rating's change when the game is rated ("Your rating: 1512 → 1524 (+12)"). */
  private sayRatingChange(snapshot: Snapshot, role: Role | null): void {
    if (!isPlayer(role, snapshot)) return;
    const change = ratingChange(playersOf(snapshot)?.[role] ?? null);
    const key = change ? `${snapshot.game}|${change.change}` : '';
    const before = this.ratingKnown;
    this.ratingKnown = key;
    if (before === undefined || key === before || !change) return;
    const words = gameRatingText();
    this.announce(words.line(words.yours, change.before, change.after, change.change));
  }
}
