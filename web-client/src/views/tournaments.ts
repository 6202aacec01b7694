// /tournaments (issue 39): the listed tournaments not over, running first then the soonest (the
// site's arenas named in the page's language), each with its countdown and players, asked again every
// 30 s; under them "Create a tournament", folded on a phone so that the list is in the first screen,
// and for a signed-out visitor the way to sign in. A lazy chunk.
import { h } from '../lib/dom';
import { api } from '../lib/api';
import { account, onAccountChange, signedInAsFarAsKnown } from '../lib/account';
import { listOrder, readList, type Tournament } from '../lib/tournaments';
import { tournamentText } from '../i18n/tournament-text';
import { tickItems, tournamentItem } from './tournament-parts';
import { createForm } from './tournament-create';
import { pupilText } from '../i18n/pupil-text';
import '../styles/tournaments.css';

export interface TournamentsHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

const REFRESH_MS = 30_000;
// Whether the form is unfolded, kept while the page lives.
let formOpen = false;

export class TournamentsView {
  private tournaments: Tournament[] | null = null;
  private failed = false;
  private readonly ticker: number;
  private readonly refresher: number;
  private readonly stopAccount: () => void;
  private readonly listSlot = h('div', { class: 't-list-slot', 'aria-live': 'off' });
  private readonly createSlot = h('div', { class: 't-create-slot' });
  /** A club's event (`/tournaments?club=<id>`, from the club's "New event"): its id, and its name once asked. */
  private readonly club: { id: string; name: string | null } | null;

  constructor(private readonly root: HTMLElement, private readonly host: TournamentsHost) {
    const clubId = new URLSearchParams(window.location.search).get('club');
    this.club = clubId && /^[A-Za-z0-9_-]{1,64}$/.test(clubId) ? { id: clubId, name: null } : null;
    if (this.club) {
      formOpen = true;
      const club = this.club;
      api<{ club?: { name?: unknown } }>('GET', `/api/clubs/${encodeURIComponent(club.id)}`).then((answer) => {
        club.name = typeof answer.club?.name === 'string' ? answer.club.name : null;
        this.drawCreate();
      }, () => undefined);
    }
    this.relabel();
    void this.load();
    this.ticker = window.setInterval(() => {
      if (this.tournaments) tickItems(this.listSlot, this.tournaments, Date.now());
    }, 1000);
    this.refresher = window.setInterval(() => void this.load(), REFRESH_MS);
    this.stopAccount = onAccountChange(() => this.drawCreate());
  }

  destroy(): void {
    window.clearInterval(this.ticker);
    window.clearInterval(this.refresher);
    this.stopAccount();
  }

  relabel(): void {
    const words = tournamentText();
    this.root.replaceChildren(h('section', { class: 'page tournaments', 'data-testid': 'tournaments' },
      h('h1', {}, words.heading),
      h('p', { class: 'muted t-intro' }, words.intro),
      h('section', { 'aria-labelledby': 't-list-title' }, h('h2', { id: 't-list-title' }, words.listHeading), this.listSlot),
      this.createSlot));
    this.drawList();
    this.drawCreate();
  }

  private async load(): Promise<void> {
    try {
      this.tournaments = listOrder(readList(await api<unknown>('GET', '/api/tournaments')));
      this.failed = false;
    } catch {
      this.failed = this.tournaments === null;
    }
    this.drawList();
  }

  private drawList(): void {
    const words = tournamentText();
    if (this.failed) {
      this.listSlot.replaceChildren(h('p', { class: 'form-error', role: 'alert' }, words.loadFailed),
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => void this.load() }, words.retry));
      return;
    }
    if (!this.tournaments) {
      this.listSlot.replaceChildren(h('p', { class: 'muted' }, words.loading));
      return;
    }
    const now = Date.now();
    this.listSlot.replaceChildren(this.tournaments.length === 0
      ? h('p', { class: 'muted', 'data-testid': 't-none' }, words.none)
      : h('ul', { class: 't-list', 'data-testid': 't-list' }, ...this.tournaments.map((tournament) => tournamentItem(tournament, now, words))));
  }

  private drawCreate(): void {
    const words = tournamentText();
    const known = account();
    const signedIn = signedInAsFarAsKnown();
    const heading = h('h2', { id: 't-create-title' }, words.create);
    if (!signedIn) {
      this.createSlot.replaceChildren(h('section', { class: 'card t-create-card', 'aria-labelledby': heading.id }, heading,
        h('p', { 'data-testid': 't-sign-in' }, words.signInToCreate, ' ', h('a', { href: '/signin', 'data-link': '' }, words.signIn))));
      return;
    }
    // A protected pupil plays in its class's tournaments only: said, in place of a form it could not use.
    if (known?.pupil?.protected) {
      this.createSlot.replaceChildren(h('p', { class: 'muted', 'data-testid': 't-pupil' }, pupilText().classEventsOnly));
      return;
    }
    const form = createForm((path) => this.host.navigate(path), this.club);
    form.id = 't-create-panel';
    form.hidden = !formOpen;
    const toggle = h('button', { type: 'button', class: 'btn btn-secondary btn-wide', 'aria-expanded': String(formOpen), 'aria-controls': form.id, 'data-testid': 't-create-toggle' }, words.create);
    toggle.addEventListener('click', () => {
      formOpen = !formOpen;
      form.hidden = !formOpen;
      toggle.setAttribute('aria-expanded', String(formOpen));
      if (formOpen) form.querySelector<HTMLElement>('input:checked, input')?.focus();
    });
    this.createSlot.replaceChildren(h('section', { class: 'card t-create-card', 'aria-label': words.create }, toggle, form));
    // Come to make a club's event: the form at hand.
    if (this.club && this.club.name === null) window.requestAnimationFrame(() => this.createSlot.scrollIntoView({ block: 'start' }));
  }
}

export function mountTournaments(root: HTMLElement, host: TournamentsHost): TournamentsView {
  return new TournamentsView(root, host);
}
