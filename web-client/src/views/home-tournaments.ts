// Home's announcement of the next tournaments (issue 39): the site's arenas first, at most three, each
// with its countdown and a link to its page, and "All tournaments". Below what Home shows in its first
// screen on a phone (e2e/tests/home.mjs checks that it pushes nothing out of it); nothing at all when
// no tournament is announced or the list cannot be had. A chunk of its own, fetched after Home is drawn.
import { h } from '../lib/dom';
import { api } from '../lib/api';
import { homeTournaments, readList } from '../lib/tournaments';
import { tournamentText } from '../i18n/tournament-text';
import { tickItems, tournamentItem } from './tournament-parts';
import '../styles/tournaments.css';

/** Fills `slot` once the list has answered; its countdowns tick while it is on the page. */
export function fillHomeTournaments(slot: HTMLElement): void {
  void api<unknown>('GET', '/api/tournaments').then((answer) => {
    const shown = homeTournaments(readList(answer));
    if (shown.length === 0 || !slot.isConnected) return;
    const words = tournamentText();
    const now = Date.now();
    slot.replaceChildren(h('section', { class: 'home-tournaments', 'aria-labelledby': 'home-tournaments-title', 'data-testid': 'home-tournaments' },
      h('h2', { id: 'home-tournaments-title' }, words.heading),
      h('ul', { class: 't-list' }, ...shown.map((tournament) => tournamentItem(tournament, now, words))),
      h('a', { href: '/tournaments', 'data-link': '', 'data-testid': 'home-all-tournaments' }, words.allTournaments)));
    const ticker = window.setInterval(() => {
      if (!slot.isConnected) window.clearInterval(ticker);
      else tickItems(slot, shown, Date.now());
    }, 1000);
  }, () => undefined);
}
