// A tournament's page, /t/<id> (issue 39): its name, what it is, who organises it, where it stands
// (a countdown to its start, or "starts when the organiser starts it"), the reader's buttons (Join,
// Pause, Withdraw — asked first in a round-robin or Swiss, where it is for good —, the organiser's
// Start), the standings by pages of 20 with the reader's own row, the games in play (to watch) and
// the results to download. Live over the tournament's socket (net/tournament-socket.ts); when the
// reader is paired, their game opens by itself, as arena players expect. A lazy chunk.
import { h } from '../lib/dom';
import { api, ApiError } from '../lib/api';
import { account, onAccountChange, signedInAsFarAsKnown } from '../lib/account';
import { ServerTime } from '../lib/clock';
import { actionsFor, notePairing, readPage, scoreText, type StandingRow, type TournamentAction, type TournamentPage } from '../lib/tournaments';
import type { ConnectionStatus } from '../net/connection';
import { TournamentSocket } from '../net/tournament-socket';
import { tournamentText } from '../i18n/tournament-text';
import { tournamentLinkText } from '../i18n/tournament-link-text';
import { t } from '../i18n';
import { phaseSpoken, phaseText, refusalNodes, tournamentMeta, tournamentName } from './tournament-parts';
import { standingsTable } from './tournament-standings';
import { pupilText } from '../i18n/pupil-text';
import '../styles/tournaments.css';

export interface TournamentHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

/** The socket's standings come at most once a second; another page than the first is asked again at most this often. */
const OTHER_PAGE_EVERY_MS = 2000;

export class TournamentView {
  private page: TournamentPage | null = null;
  private you: StandingRow | null = null;
  private organising = false;
  private shownPage = 1;
  private missing = false;
  private confirming = false;
  private busy: TournamentAction | null = null;
  /** What the action buttons last drawn show (their language, the one busy, the actions). */
  private actionsDrawn = '';
  private status: ConnectionStatus = 'connecting';
  private notice: (Node | string)[] = [];
  private otherPageTimer: number | undefined;
  /** The game the reader was in when the page opened is not opened by itself; later ones are. */
  private readonly opened = new Set<string>();
  private readonly serverTime = new ServerTime();
  private readonly socket: TournamentSocket;
  private readonly ticker: number;
  private readonly stopAccount: () => void;

  private readonly heading = h('h1', { 'data-testid': 't-heading' });
  private readonly meta = h('p', { class: 't-meta-line', 'data-testid': 't-meta' });
  private readonly phase = h('p', { class: 't-phase-line', 'data-testid': 't-phase' });
  private readonly spoken = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', 'data-testid': 't-spoken' });
  private readonly actions = h('div', { class: 't-actions', 'data-testid': 't-actions' });
  private readonly noticeLine = h('p', { class: 't-notice', role: 'status', 'aria-live': 'polite', 'data-testid': 't-notice' });
  private readonly yourLine = h('div', { class: 't-your' });
  private readonly standings = h('section', { class: 't-standings', 'aria-labelledby': 't-standings-title' });
  private readonly playing = h('section', { class: 't-playing', 'aria-labelledby': 't-playing-title' });
  private readonly downloads = h('p', { class: 't-downloads' });

  constructor(private readonly root: HTMLElement, private readonly id: string, private readonly host: TournamentHost) {
    this.serverTime.sync(Date.now(), performance.now());
    this.layout();
    void this.load(1, true);
    this.socket = new TournamentSocket(id, {
      message: (message) => {
        switch (message.type) {
          case 'hello':
            this.serverTime.sync(message.server_time_ms, performance.now());
            return;
          case 'tournament':
            return this.heard(message.page);
          case 'tournament_you':
            this.you = message.you;
            this.openGameOf(message.you, null);
            return this.draw();
          case 'tournament_game':
            if (message.tournament === this.id) this.openGame(message.game, message.opponent);
            return;
          case 'error':
            return;
        }
      },
      status: (status) => {
        this.status = status;
        this.drawNotice();
      },
      notFound: () => this.showMissing(),
    });
    this.ticker = window.setInterval(() => this.tick(), 1000);
    this.stopAccount = onAccountChange(() => void this.load(this.shownPage, false));
  }

  destroy(): void {
    this.socket.close();
    window.clearInterval(this.ticker);
    window.clearTimeout(this.otherPageTimer);
    this.stopAccount();
  }

  relabel(): void {
    this.layout();
    this.draw();
  }

  private layout(): void {
    if (this.missing) return this.showMissing();
    this.root.replaceChildren(h('section', { class: 'page tournament', 'data-testid': 'tournament' },
      this.heading, this.meta, this.phase, this.spoken, this.actions, this.noticeLine, this.yourLine,
      this.standings, this.playing, this.downloads));
    this.heading.textContent = tournamentText().loading;
  }

  private signedIn(): boolean {
    return signedInAsFarAsKnown();
  }

  /** A page of standings over HTTP (with the reader's own row and whether they organise it). */
  private async load(pageNumber: number, first: boolean): Promise<void> {
    try {
      const answer = readPage(await api<unknown>('GET', `/api/tournaments/${encodeURIComponent(this.id)}?page=${pageNumber}`));
      if (!answer) return;
      this.shownPage = answer.page;
      this.you = answer.you;
      this.organising = answer.organising;
      this.page = answer;
      if (first && answer.you?.game) this.opened.add(answer.you.game);
      this.draw();
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'tournament_not_found' || error.status === 404)) this.showMissing();
      else if (first) this.say(refusalNodes(error, tournamentText()));
    }
  }

  /** The socket's standings (page 1): drawn at once on the first page, another page asked again. */
  private heard(update: TournamentPage): void {
    const page = this.page;
    if (!page || this.shownPage === 1) {
      this.page = { ...update, you: this.you, organising: this.organising };
    } else {
      this.page = { ...page, tournament: update.tournament, playing: update.playing, total: update.total };
      window.clearTimeout(this.otherPageTimer);
      this.otherPageTimer = window.setTimeout(() => void this.load(this.shownPage, false), OTHER_PAGE_EVERY_MS);
    }
    this.draw();
  }

  /** The reader's own row says they play a game now: opened unless it was theirs when the page opened. */
  private openGameOf(row: StandingRow | null, opponent: string | null): void {
    if (row?.game) this.openGame(row.game, opponent);
  }

  private openGame(game: string, opponent: string | null): void {
    if (this.opened.has(game)) return;
    this.opened.add(game);
    this.say([tournamentText().opening(opponent)]);
    notePairing(game, opponent);
    this.host.navigate(`/g/${game}`);
  }

  private showMissing(): void {
    // Heard twice (the page's answer and the socket's): said once, its link kept in its place.
    if (this.missing && this.root.querySelector(`[data-testid="t-not-found"][lang="${document.documentElement.lang}"]`)) return;
    this.missing = true;
    const words = tournamentText();
    this.host.setTitle(`${words.notFound} — ${t().appName}`);
    this.root.replaceChildren(h('section', { class: 'page not-found', 'data-testid': 't-not-found', lang: document.documentElement.lang },
      h('h1', {}, words.notFound), h('p', {}, words.notFoundHint),
      h('a', { class: 'btn btn-primary', href: '/tournaments', 'data-link': '' }, words.allTournaments)));
  }

  private say(nodes: (Node | string)[]): void {
    this.notice = nodes;
    this.drawNotice();
  }

  private drawNotice(): void {
    const words = tournamentText();
    const nodes = this.status === 'reconnecting' && this.page ? [words.reconnecting] : this.notice;
    this.noticeLine.replaceChildren(...nodes);
  }

  private act(action: TournamentAction): void {
    const words = tournamentText();
    if (action === 'withdraw' && this.page?.tournament.kind !== 'arena' && !this.confirming) {
      this.confirming = true;
      this.draw();
      this.actions.querySelector<HTMLElement>('[data-testid="t-withdraw-yes"]')?.focus();
      return;
    }
    this.confirming = false;
    const path = action === 'joinAgain' ? 'join' : action === 'nextRound' ? 'start' : action;
    this.busy = action;
    this.draw();
    api<{ done?: unknown; tournament?: unknown }>('POST', `/api/tournaments/${encodeURIComponent(this.id)}/${path}`).then((answer) => {
      this.busy = null;
      const done = answer.done;
      this.say([typeof done === 'string' && done in words.done ? words.done[done as keyof typeof words.done] : words.done.joined,
        ...(path === 'join' && this.page?.tournament.kind === 'arena' ? [' ', words.stayHere] : [])]);
      void this.load(this.shownPage, false);
    }, (error: unknown) => {
      this.busy = null;
      this.say(refusalNodes(error, words));
      this.draw();
    });
  }

  private draw(): void {
    const page = this.page;
    if (!page || this.missing) return;
    const words = tournamentText();
    const tournament = page.tournament;
    const name = tournamentName(tournament, words);
    this.host.setTitle(`${name} — ${tournamentLinkText().title} — ${t().appName}`);
    this.heading.textContent = name;
    this.meta.replaceChildren(tournamentMeta(tournament, words), h('br', {}),
      h('span', { class: 'muted' }, words.organisedBy(tournament.organiser), ' · ', words.players(tournament.players, tournament.max_players)));
    this.tick();
    this.drawActions();
    this.drawYou();
    this.standings.replaceChildren(h('h2', { id: 't-standings-title' }, words.standings),
      standingsTable({ ...page, you: this.you }, this.you, words, (to) => void this.load(to, false)));
    this.playing.replaceChildren(h('h2', { id: 't-playing-title' }, words.inPlay),
      page.playing.length === 0 ? h('p', { class: 'muted' }, words.noGame)
        : h('ul', { class: 't-games', 'data-testid': 't-games' }, ...page.playing.map((game) =>
          h('li', {}, h('a', { href: `/g/${game.game}`, 'data-link': '', 'data-testid': `t-game-${game.game}` }, words.watch(game.first, game.second)),
            game.round > 0 && tournament.kind !== 'arena' ? h('span', { class: 'muted' }, ` · ${words.roundShort(game.round)}`) : null))));
    const base = `/api/tournaments/${encodeURIComponent(this.id)}`;
    this.downloads.replaceChildren(words.downloads,
      h('a', { href: `${base}/results.csv`, download: `${this.id}-results.csv`, 'data-testid': 't-results-csv' }, words.results),
      h('a', { href: `${base}/games.csv`, download: `${this.id}-games.csv`, 'data-testid': 't-games-csv' }, words.games));
    this.drawNotice();
  }

  private drawActions(): void {
    const page = this.page;
    if (!page) return;
    const words = tournamentText();
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.['testid'];
    if (this.confirming) {
      this.actionsDrawn = '';
      this.actions.replaceChildren(h('div', { class: 't-confirm', role: 'group', 'aria-label': words.withdraw },
        h('p', {}, words.withdrawAsk),
        h('button', { type: 'button', class: 'btn btn-danger', 'data-testid': 't-withdraw-yes', onclick: () => this.act('withdraw') }, words.withdrawYes),
        h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 't-withdraw-no', onclick: () => {
          this.confirming = false;
          this.draw();
          this.actions.querySelector<HTMLElement>('[data-testid="t-withdraw"]')?.focus();
        } }, words.stayIn)));
      return;
    }
    const labels: Record<TournamentAction, string> = {
      signIn: words.signInToJoin, join: words.join, joinAgain: words.joinAgain, pause: words.pause, withdraw: words.withdraw, start: words.startNow,
      nextRound: words.nextRoundNow,
    };
    // A protected pupil plays in its class's tournaments only (issue 39): another one says so, with no Join.
    const pupil = account()?.pupil;
    if (pupil?.protected && page.tournament.club !== pupil.class && this.you === null) {
      this.actionsDrawn = '';
      this.actions.replaceChildren(h('p', { class: 'muted', 'data-testid': 't-pupil' }, pupilText().classEventsOnly));
      return;
    }
    const offered = actionsFor(page.tournament, this.you, this.organising, this.signedIn(), this.serverTime.now(performance.now()));
    // The standings arrive each second and the page is drawn again: the same buttons are kept as they
    // are (not replaced by equal ones), so that a tap or a screen reader's place on them is not lost.
    const drawn = [words.join, this.busy ?? '', ...offered].join('|');
    if (drawn === this.actionsDrawn && this.actions.querySelector('[data-testid^="t-"]')) return;
    this.actionsDrawn = drawn;
    const buttons = offered.map((action) => {
      if (action === 'signIn') return h('a', { class: 'btn btn-primary', href: '/signin', 'data-link': '', 'data-testid': 't-sign-in' }, labels.signIn);
      const primary = action === 'join' || action === 'joinAgain' || action === 'start';
      return h('button', {
        type: 'button', class: `btn ${primary ? 'btn-primary' : 'btn-secondary'}`, 'data-testid': `t-${action}`,
        disabled: this.busy !== null, 'aria-busy': this.busy === action ? 'true' : null, onclick: () => this.act(action),
      }, labels[action]);
    });
    this.actions.replaceChildren(...buttons);
    // Drawn again (the standings arrive each second): the keyboard stays on its button.
    if (focused) this.actions.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus();
  }

  private drawYou(): void {
    const words = tournamentText();
    const you = this.you;
    if (!you) {
      this.yourLine.replaceChildren();
      return;
    }
    const line = h('p', { class: 't-you-line', 'data-testid': 't-you' }, words.you(you.rank, scoreText(you.score)));
    if (!you.game) return this.yourLine.replaceChildren(line);
    this.yourLine.replaceChildren(line,
      h('p', {}, `${words.yourGame} `, h('a', { class: 'btn btn-primary', href: `/g/${you.game}`, 'data-link': '', 'data-testid': 't-your-game' }, words.openGame)));
  }

  /** Each second: the countdown; the screen reader's line only when it has something new to say (minutes, now and then). */
  private tick(): void {
    const page = this.page;
    if (!page) return;
    const now = this.serverTime.now(performance.now());
    const text = phaseText(page.tournament, now);
    if (this.phase.textContent !== text) this.phase.textContent = text;
    const spoken = phaseSpoken(page.tournament, now);
    if (spoken !== null && this.spoken.textContent !== spoken) this.spoken.textContent = spoken;
  }
}

export function mountTournament(root: HTMLElement, id: string, host: TournamentHost): TournamentView {
  return new TournamentView(root, id, host);
}
