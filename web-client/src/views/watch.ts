// The live games at /watch (issue 27): `GET /api/live` asked every 3 s while the page is in view (not
// while the tab is hidden), drawn as a grid of small boards in the server's order (the highest-rated
// first), each with both players (name and rating, "?" while provisional, or "Anonymous"), both clocks
// counting down between answers as the game page's do, the spectators, rated or casual and the game.
// A card is a link to /g/<id>, the game's spectator view. Cards are kept from one answer to the next
// (only what changed is drawn again), so the keyboard stays on the card it is on.
import { h } from '../lib/dom';
import { api } from '../lib/api';
import { formatClock, isLowTime, remainingAt, ServerTime, timeControlLabel } from '../lib/clock';
import { isLowDays, timeLeftText } from '../lib/correspondence';
import { liveServerNow, readLiveList, type LiveGame, type LiveList, type LivePlayer } from '../lib/live-games';
import type { Side } from '../lib/types';
import { gameTitle, pick, t } from '../i18n';
import { watchText, type WatchWords } from '../i18n/watch-text';
import { lobbyLinkText } from '../i18n/lobby-link-text';
import { smallBoard } from './live-board';
import { pieceSet } from './piece-art';
import '../styles/live.css';

export interface WatchHost {
  setTitle(title: string): void;
}

const POLL_MS = 3000;
const TICK_MS = 100;

interface Seat {
  clock: HTMLElement | null;
}

/**
 * One game's card. Its item and link stay while the game is listed (the keyboard and a screen reader
 * stay on them); inside, the board is drawn again when the position changes, the players when a seat
 * or the side to move does, and the rest is text set in place. The clocks are set at every tick.
 */
interface Card {
  element: HTMLLIElement;
  link: HTMLAnchorElement;
  label: HTMLElement;
  info: HTMLElement;
  meta: HTMLElement;
  board: string;
  seatsDrawn: string;
  game: LiveGame;
  seats: Map<Side, Seat>;
}

function playerName(words: WatchWords, player: LivePlayer | null): string {
  return player ? player.name : words.anonymous;
}

/**
 * A seat's two lines: "● Zoé" then "1500?  ▶ 4:59" (rating, the side to move, the clock). The whole
 * card is one link, so the name is plain text; a screen reader hears "Dark: Zoé 1500 (provisional
 * rating), to move, clock 4:59".
 */
function playerLines(words: WatchWords, game: LiveGame, side: Side, place: 'top' | 'bottom'): { element: HTMLElement; seat: Seat } {
  const player = game.players[side] ?? null;
  const who = h('p', { class: 'live-who' },
    h('span', { class: `live-disc side-${side}`, 'aria-hidden': 'true' }),
    h('span', { class: 'sr-only' }, `${pick(t().sides, side) ?? side}: `),
    h('bdi', { class: player ? 'live-name' : 'live-name is-anonymous', 'data-testid': 'live-name' }, playerName(words, player)));
  const rating = player && player.rating !== null
    ? h('span', { class: 'live-rating', 'data-testid': 'live-rating' }, `${Math.round(player.rating)}`,
      player.provisional ? h('span', { 'aria-hidden': 'true', title: words.provisional }, '?') : null,
      player.provisional ? h('span', { class: 'sr-only' }, ` (${words.provisional})`) : null)
    : null;
  const turn = game.to_move === side
    ? h('span', { class: 'live-turn' }, h('span', { 'aria-hidden': 'true' }, '▶'), h('span', { class: 'sr-only' }, `, ${words.toMove}`))
    : null;
  const clock = game.clock ? h('span', { class: 'live-clock', 'data-testid': 'live-clock', 'data-side': side }) : null;
  const time = h('p', { class: 'live-time' }, rating, turn, clock ? h('span', { class: 'sr-only' }, `, ${words.clock} `) : null, clock);
  return { element: h('div', { class: `live-player live-${place}`, 'data-side': side }, who, time), seat: { clock } };
}

function metaLine(words: WatchWords, game: LiveGame): string {
  return [gameTitle(game.variant), timeControlLabel(game.clock) ?? words.untimed, game.rated ? words.rated : words.casual, words.watching(game.spectators)].join(' · ');
}

function newCard(game: LiveGame): Card {
  const label = h('span', { class: 'sr-only' });
  const link = h('a', { class: 'live-link', href: `/g/${game.game}`, 'data-link': '', 'data-testid': 'live-link' }, label);
  const meta = h('p', { class: 'live-meta', 'data-testid': 'live-meta' });
  const info = h('div', { class: 'live-info' });
  // The board beside the players (the second side's above, as on the board), the game between them.
  const element = h('li', { class: 'live-card', 'data-testid': 'live-game', 'data-game': game.game }, link, info);
  return { element, link, label, info, meta, board: '', seatsDrawn: '', game, seats: new Map() };
}

/** Brings a card to what `game` says, drawing again only the parts that changed (`force`: all of them, in a new language). */
function fillCard(words: WatchWords, card: Card, game: LiveGame, force: boolean): void {
  card.game = game;
  const [first, second] = game.sides as [Side, Side];
  const board = JSON.stringify([game.position, game.last_move, game.width, game.height, game.variant]);
  if (force || board !== card.board) {
    card.board = board;
    card.link.querySelector('svg')?.remove();
    card.link.prepend(smallBoard(game, pieceSet()));
  }
  const seats = JSON.stringify([game.players, game.to_move, game.sides, game.clock !== null]);
  if (force || seats !== card.seatsDrawn) {
    card.seatsDrawn = seats;
    const top = playerLines(words, game, second, 'top');
    const bottom = playerLines(words, game, first, 'bottom');
    card.seats = new Map([[second, top.seat], [first, bottom.seat]]);
    card.info.replaceChildren(top.element, card.meta, bottom.element);
  }
  const label = words.watchGame(playerName(words, game.players[first] ?? null), playerName(words, game.players[second] ?? null), gameTitle(game.variant));
  if (card.label.textContent !== label) card.label.textContent = label;
  const meta = metaLine(words, game);
  if (card.meta.textContent !== meta) card.meta.textContent = meta;
}

export class WatchView {
  private readonly heading = h('h1', {});
  private readonly intro = h('p', { class: 'muted live-intro' });
  private readonly status = h('p', { class: 'live-status', role: 'status', 'data-testid': 'live-status' });
  private readonly grid = h('ul', { class: 'live-grid', 'data-testid': 'live-games' });
  private readonly empty = h('div', { class: 'card live-empty', 'data-testid': 'live-empty', hidden: true });
  private readonly cards = new Map<string, Card>();
  private readonly serverTime = new ServerTime();
  private list: LiveList | null = null;
  private failed = false;
  private alive = true;
  private asking = false;
  private pollTimer: number | null = null;
  private tickTimer: number | null = null;

  constructor(root: HTMLElement, private readonly host: WatchHost) {
    root.replaceChildren(h('section', { class: 'page live-page', 'data-testid': 'watch-page' },
      this.heading, this.intro, this.status, this.grid, this.empty));
    this.label();
    document.addEventListener('visibilitychange', this.onVisibility);
    this.resume();
  }

  destroy(): void {
    this.alive = false;
    this.pause();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  relabel(): void {
    this.label();
    this.draw(true); // every card in the new language
  }

  private label(): void {
    const words = watchText();
    this.heading.textContent = words.heading;
    this.intro.textContent = words.intro;
    this.host.setTitle(`${words.heading} — ${t().appName}`);
    this.empty.replaceChildren(h('p', {}, words.empty), h('p', { class: 'muted' }, words.emptyInvite),
      h('a', { class: 'btn btn-primary', href: '/lobby', 'data-link': '', 'data-testid': 'live-to-lobby' }, lobbyLinkText().link));
    this.showStatus();
  }

  private readonly onVisibility = (): void => {
    if (document.hidden) this.pause();
    else this.resume();
  };

  /** Asks now, then every 3 s, and counts the clocks down: while the page is shown. */
  private resume(): void {
    if (!this.alive || document.hidden) return;
    this.tickTimer ??= window.setInterval(() => this.tick(), TICK_MS);
    void this.poll();
  }

  private pause(): void {
    if (this.pollTimer !== null) window.clearTimeout(this.pollTimer);
    if (this.tickTimer !== null) window.clearInterval(this.tickTimer);
    this.pollTimer = null;
    this.tickTimer = null;
  }

  private async poll(): Promise<void> {
    if (this.pollTimer !== null) window.clearTimeout(this.pollTimer);
    this.pollTimer = null;
    if (this.asking) return;
    this.asking = true;
    let list: LiveList | null = null;
    try {
      list = readLiveList(await api<unknown>('GET', '/api/live'));
    } catch {
      list = null;
    }
    this.asking = false;
    if (!this.alive) return;
    this.failed = list === null;
    if (list) {
      this.list = list;
      this.serverTime.sync(liveServerNow(list, Date.now()), performance.now());
    }
    this.draw();
    if (!document.hidden) this.pollTimer = window.setTimeout(() => void this.poll(), POLL_MS);
  }

  private showStatus(): void {
    const words = watchText();
    const text = this.failed ? words.failed : this.list === null ? words.loading : this.list.games.length > 0 ? words.count(this.list.games.length) : '';
    if (this.status.textContent !== text) this.status.textContent = text;
    this.status.classList.toggle('is-error', this.failed);
  }

  /** The list as last answered; `force` draws every card again (a change of language). */
  private draw(force = false): void {
    this.showStatus();
    if (!this.list) return;
    const words = watchText();
    const focused = document.activeElement;
    const hadFocus = focused instanceof HTMLElement && this.grid.contains(focused) ? focused : null;
    const order: HTMLElement[] = [];
    const seen = new Set<string>();
    for (const game of this.list.games) {
      seen.add(game.game);
      let card = this.cards.get(game.game);
      if (!card) {
        card = newCard(game);
        this.cards.set(game.game, card);
      }
      fillCard(words, card, game, force);
      order.push(card.element);
    }
    let lostFocus = false;
    for (const [key, card] of this.cards) {
      if (seen.has(key)) continue;
      if (hadFocus && card.element.contains(hadFocus)) lostFocus = true;
      card.element.remove();
      this.cards.delete(key);
    }
    const shown = [...this.grid.children];
    if (shown.length !== order.length || order.some((element, index) => shown[index] !== element)) {
      // Moving an element takes the keyboard off it: given back where it was.
      this.grid.replaceChildren(...order);
      if (hadFocus && this.grid.contains(hadFocus) && document.activeElement !== hadFocus) hadFocus.focus({ preventScroll: true });
    }
    // The game the keyboard was on has ended: the keyboard goes back to the page's heading.
    if (lostFocus) {
      this.heading.tabIndex = -1;
      this.heading.focus({ preventScroll: true });
    }
    this.empty.hidden = this.list.games.length > 0;
    this.grid.hidden = this.list.games.length === 0;
    this.tick();
  }

  /** The clocks: the running side's time goes down from the last answer's figures. */
  private tick(): void {
    const now = this.serverTime.now(performance.now());
    for (const card of this.cards.values()) {
      const clock = card.game.clock;
      if (!clock) continue;
      for (const [side, seat] of card.seats) {
        if (!seat.clock) continue;
        const left = remainingAt(clock, side, now);
        const text = clock.days ? timeLeftText(clock.running === side ? left : clock.initial_ms) : formatClock(left);
        if (seat.clock.textContent !== text) seat.clock.textContent = text;
        seat.clock.classList.toggle('is-running', clock.running === side);
        seat.clock.classList.toggle('is-low', clock.days ? clock.running === side && isLowDays(left) : isLowTime(left, clock.initial_ms));
      }
    }
  }
}

export function mountWatch(root: HTMLElement, host: WatchHost): WatchView {
  return new WatchView(root, host);
}
