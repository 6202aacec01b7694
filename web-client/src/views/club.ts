// A club's or a class's page, /c/<id> (issue 39). A visitor with the club's link (/c/<id>?key=K):
// its name, organiser and Join. A member: its name, kind and organiser, its events (the organiser's
// "New event" opens the tournaments' form for the club), its members (the organiser first, a class's
// pupils marked), their latest games, and Leave (not for the organiser, not for a pupil). The
// organiser of a club: the join link, Copy and "New link" (asked first: the old link stops working);
// the teacher of a class: its pupils (views/club-pupils.ts). Whatever the server will not show
// (404 for all): "No such club". A lazy chunk.
import { h } from '../lib/dom';
import { api, ApiError } from '../lib/api';
import { account, onAccountChange, signedInAsFarAsKnown } from '../lib/account';
import { absoluteLink, clubActions, clubPath, keyOf, newEventPath, readClub, readClubPage, type ClubGame, type ClubPage, type Member } from '../lib/clubs';
import { clubRefusal, clubText, type ClubWords } from '../i18n/club-text';
import { gameTitle, t } from '../i18n';
import { tournamentItem } from './tournament-parts';
import { clubNotFound, confirmBox, refusalNodes, signInLink } from './club-parts';
import { ClubPupils } from './club-pupils';
import '../styles/tournaments.css';
import '../styles/clubs.css';

export interface ClubHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

function memberItem(member: Member, page: ClubPage, words: ClubWords): HTMLElement {
  const marks = [member.organiser ? words.organiserMark(page.club.kind) : null, member.pupil ? words.pupilMark : null,
    member.protected && page.club.role === 'organiser' ? words.protectedMark : null].filter((mark): mark is string => mark !== null);
  return h('li', { 'data-testid': 'club-member', 'data-name': member.name, 'data-pupil': String(member.pupil) },
    h('span', { class: 'club-member-name' }, member.name),
    ...marks.map((mark) => h('span', { class: 'club-tag' }, mark)));
}

function gameItem(game: ClubGame, words: ClubWords): HTMLElement {
  const result = game.winner ? words.won(game.winner) : game.result === 'draw' ? words.draw : null;
  const when = game.finished_ms ? new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium' }).format(new Date(game.finished_ms)) : null;
  return h('li', {},
    h('a', { href: `/g/${game.game}`, 'data-link': '', 'data-testid': `club-game-${game.game}` }, words.gameLine(game.first, game.second)),
    h('span', { class: 'muted' }, ` · ${[gameTitle(game.variant), result, when].filter(Boolean).join(' · ')}`));
}

export class ClubView {
  private page: ClubPage | null = null;
  private missing = false;
  private signInNeeded = false;
  private failed = false;
  private confirming: 'leave' | 'newLink' | null = null;
  private busy = false;
  private notice: (Node | string)[] = [];
  private pupils: ClubPupils | null = null;
  private readonly key = keyOf(window.location.search);
  private retries = 0;  // the loads that failed in a row, asked again by themselves
  private readonly stopAccount: () => void;
  private readonly noticeLine = h('p', { class: 'club-notice', role: 'status', 'data-testid': 'club-notice' });

  constructor(private readonly root: HTMLElement, private readonly id: string, private readonly host: ClubHost) {
    this.draw();
    void this.load();
    // Asked again only when someone else signed in (or the reader signed in): the first answer of who
    // is signed in, after a page that loaded with the session, changes nothing here and draws nothing.
    let reader = account() === undefined ? undefined : account()?.username ?? null;
    this.stopAccount = onAccountChange(() => {
      const now = account()?.username ?? null;
      const same = this.page !== null && (reader === undefined || reader === now);
      reader = now;
      // The same reader's first answer still draws: the actions were drawn from the hint before it.
      if (!same) void this.load();
      else this.draw();
    });
  }

  destroy(): void {
    this.stopAccount();
  }

  relabel(): void {
    this.pupils?.relabel();
    this.draw();
  }

  private path(): string {
    return `/api/clubs/${encodeURIComponent(this.id)}`;
  }

  private async load(): Promise<void> {
    try {
      const answer = readClubPage(await api<unknown>('GET', this.key ? `${this.path()}?key=${encodeURIComponent(this.key)}` : this.path()));
      if (!answer) throw new ApiError('internal', 200);
      this.page = answer;
      this.missing = this.signInNeeded = this.failed = false;
      this.retries = 0;
      // A member who opened the link: the page's own address, without the key.
      if (answer.club.role !== null && this.key) window.history.replaceState(null, '', clubPath(this.id));
      if (answer.club.role === 'organiser' && answer.club.kind === 'class') this.pupils ??= new ClubPupils(this.id, () => this.page?.club.name ?? '');
    } catch (error) {
      this.missing = error instanceof ApiError && error.status === 404;
      this.signInNeeded = error instanceof ApiError && error.status === 401;
      this.failed = !this.missing && !this.signInNeeded;
      // A server too busy for a moment, or a network blip: asked again by itself, a few times, before
      // the page leaves it to the reader's "Try again".
      if (this.failed && this.retries < 3) {
        this.retries += 1;
        window.setTimeout(() => void this.load(), 1_000 * this.retries);
      }
    }
    this.draw();
  }

  private say(nodes: (Node | string)[]): void {
    this.notice = nodes;
    this.noticeLine.replaceChildren(...nodes);
  }

  private draw(): void {
    const words = clubText();
    if (this.missing) {
      this.host.setTitle(`${words.notFound} — ${t().appName}`);
      // Said once: the same page is not put in place of itself (a link on it keeps its place).
      if (this.root.querySelector(`[data-testid="club-not-found"][lang="${document.documentElement.lang}"]`)) return;
      const missing = clubNotFound(words);
      missing.lang = document.documentElement.lang;
      return this.root.replaceChildren(missing);
    }
    const page = this.page;
    if (!page) {
      const body = this.signInNeeded ? h('p', { 'data-testid': 'club-sign-in' }, words.signInToSee, ' ', signInLink(words.signIn, `${window.location.pathname}${window.location.search}`))
        : this.failed ? h('p', { class: 'form-error', role: 'alert' }, words.loadFailed, ' ', h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => void this.load() }, words.retry))
          : h('p', { class: 'muted' }, words.loading);
      return this.root.replaceChildren(h('section', { class: 'page club' }, h('h1', {}, words.heading), body));
    }
    const club = page.club;
    this.host.setTitle(`${club.name} — ${t().appName}`);
    this.noticeLine.replaceChildren(...this.notice);
    const meta = h('p', { class: 'club-meta-line', 'data-testid': 'club-meta' }, [club.role === null ? null : words.kinds[club.kind],
      words.organisedBy(club.kind, club.organiser), words.members(club.members)].filter(Boolean).join(' · '));
    const heading = h('h1', { 'data-testid': 'club-heading' }, club.name);
    if (club.role === null) {
      this.root.replaceChildren(h('section', { class: 'page club', 'data-testid': 'club' }, heading, meta,
        h('p', {}, words.invited(club.organiser)), this.actions(page), this.noticeLine));
      return;
    }
    const offered = clubActions(club, true);
    this.root.replaceChildren(h('section', { class: 'page club', 'data-testid': 'club' }, heading, meta, this.actions(page), this.noticeLine,
      ...(offered.includes('copyLink') && club.join_link ? [this.invite(club.join_link)] : []),
      ...(offered.includes('pupils') && this.pupils ? [this.pupils.element] : []),
      this.events(page, offered.includes('newEvent')),
      h('section', { 'aria-labelledby': 'club-members-title' }, h('h2', { id: 'club-members-title' }, words.membersHeading(page.members.length)),
        h('ul', { class: 'club-members', 'data-testid': 'club-members' }, ...page.members.map((member) => memberItem(member, page, words)))),
      h('section', { 'aria-labelledby': 'club-games-title' }, h('h2', { id: 'club-games-title' }, words.gamesHeading),
        page.games.length === 0 ? h('p', { class: 'muted' }, words.noGames)
          : h('ul', { class: 'club-games', 'data-testid': 'club-games' }, ...page.games.map((game) => gameItem(game, words))))));
    if (this.confirming) this.root.querySelector<HTMLElement>('.club-confirm .btn-danger')?.focus();
  }

  private actions(page: ClubPage): HTMLElement {
    const words = clubText();
    if (this.confirming === 'leave') {
      return confirmBox(words.leaveAsk(page.club.name), words.leaveYes, words.stay, 'leave-confirm', () => this.leave(), () => {
        this.confirming = null;
        this.draw();
        this.root.querySelector<HTMLElement>('[data-testid="club-leave"]')?.focus();
      });
    }
    const buttons: HTMLElement[] = [];
    for (const action of clubActions(page.club, signedInAsFarAsKnown())) {
      if (action === 'signIn') buttons.push(signInLink(words.signInToJoin, `${window.location.pathname}${window.location.search}`, 'club-sign-in'));
      if (action === 'join') buttons.push(h('button', { type: 'button', class: 'btn btn-primary', disabled: this.busy, 'data-testid': 'club-join', onclick: () => this.join() }, this.busy ? words.joining : words.join));
      if (action === 'leave') buttons.push(h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'club-leave', onclick: () => {
        this.confirming = 'leave';
        this.draw();
      } }, words.leave));
    }
    return h('div', { class: 'club-actions', 'data-testid': 'club-actions' }, ...buttons);
  }

  private join(): void {
    const words = clubText();
    this.busy = true;
    this.draw();
    api<{ club?: unknown; done?: unknown }>('POST', `${this.path()}/join`, { key: this.key ?? '' }).then((answer) => {
      this.busy = false;
      this.say([answer.done === 'already' ? words.alreadyIn : words.joined]);
      window.history.replaceState(null, '', clubPath(this.id));
      void this.load();
    }, (error: unknown) => {
      this.busy = false;
      if (error instanceof ApiError && error.status === 404) this.missing = true;
      this.say(refusalNodes(clubRefusal(error, words), words));
      this.draw();
    });
  }

  private leave(): void {
    const words = clubText();
    this.confirming = null;
    api('POST', `${this.path()}/leave`).then(() => this.host.navigate('/clubs'), (error: unknown) => {
      this.say(refusalNodes(clubRefusal(error, words), words));
      this.draw();
    });
  }

  /** The organiser's join link: Copy, and "New link" (asked first). */
  private invite(link: string): HTMLElement {
    const words = clubText();
    const whole = absoluteLink(window.location.origin, link);
    const input = h('input', { type: 'text', id: 'club-link', readonly: true, value: whole, 'data-testid': 'club-link', 'aria-describedby': 'club-link-hint' });
    input.addEventListener('focus', () => input.select());
    const said = h('p', { class: 'club-said', role: 'status', 'data-testid': 'club-link-said' });
    const copy = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'club-copy' }, words.copy);
    copy.addEventListener('click', () => {
      const fallback = () => {
        input.focus();
        input.select();
        said.textContent = document.execCommand('copy') ? words.copied : words.copyFailed;
      };
      if (navigator.clipboard?.writeText) navigator.clipboard.writeText(whole).then(() => (said.textContent = words.copied), fallback);
      else fallback();
    });
    const newLink = this.confirming === 'newLink'
      ? confirmBox(words.newLinkAsk, words.newLinkYes, words.keepLink, 'new-link-confirm', () => this.renewLink(), () => {
        this.confirming = null;
        this.draw();
        this.root.querySelector<HTMLElement>('[data-testid="club-new-link"]')?.focus();
      })
      : h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'club-new-link', onclick: () => {
        this.confirming = 'newLink';
        this.draw();
      } }, words.newLink);
    return h('section', { class: 'card club-invite', 'aria-labelledby': 'club-invite-title' },
      h('h2', { id: 'club-invite-title' }, words.inviteHeading),
      h('label', { for: input.id }, words.inviteLabel),
      h('div', { class: 'club-link-row' }, input, copy),
      h('p', { class: 'muted club-hint', id: 'club-link-hint' }, words.inviteHint), said, newLink);
  }

  private renewLink(): void {
    const words = clubText();
    this.confirming = null;
    api<unknown>('POST', `${this.path()}/key`).then((answer) => {
      const club = readClub(answer);
      if (club && this.page) this.page = { ...this.page, club };
      this.say([words.newLinkDone]);
      this.draw();
      this.root.querySelector<HTMLElement>('[data-testid="club-copy"]')?.focus();
    }, (error: unknown) => {
      this.say(refusalNodes(clubRefusal(error, words), words));
      this.draw();
    });
  }

  private events(page: ClubPage, organiser: boolean): HTMLElement {
    const words = clubText();
    const now = Date.now();
    return h('section', { class: 'club-events', 'aria-labelledby': 'club-events-title' },
      h('h2', { id: 'club-events-title' }, words.eventsHeading),
      page.events.length === 0 ? h('p', { class: 'muted', 'data-testid': 'club-no-events' }, words.noEvents)
        : h('ul', { class: 't-list', 'data-testid': 'club-events' }, ...page.events.map((event) => tournamentItem(event, now))),
      organiser ? h('a', { class: 'btn btn-secondary club-new-event', href: newEventPath(page.club.id), 'data-link': '', 'data-testid': 'club-new-event' }, words.newEvent) : null);
  }
}

export function mountClub(root: HTMLElement, id: string, host: ClubHost): ClubView {
  return new ClubView(root, id, host);
}
