// A player's public profile at /@/<name> (issue 27; `GET /api/players/<name>`): the name, the ratings
// per category ("Petteia 6×6 · Blitz"), and the recent games made in the lobby — the outcome from the
// player's side, the opponent linked to their own profile (or "Anonymous"), the game, its clock and
// whether it was rated, the date, a link to the game at /g/<id>. A hidden profile says so and shows
// nothing else; an unknown name is "No such player". A signed-in visitor may follow or block the player
// (issue 38), hidden profile or not.
import { h } from '../lib/dom';
import { api, ApiError } from '../lib/api';
import { timeControlLabel } from '../lib/clock';
import { profileName, profilePath, readProfile, type Profile, type ProfileGame } from '../lib/profile';
import { gameTitle, language, t } from '../i18n';
import { ratingsText, type RatingsWords } from '../i18n/ratings-text';
import { ratingCharts } from './rating-chart';
import { ratingList } from './rating-list';
import { peopleActions } from './people-actions';
import { challengeForm } from './challenge-form';
import { account, onAccountChange } from '../lib/account';
import '../styles/live.css';

export interface ProfileHost {
  setTitle(title: string): void;
  navigate(path: string): void;
}

type State = { kind: 'loading' } | { kind: 'shown'; profile: Profile } | { kind: 'missing' } | { kind: 'failed' };

function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

function recentGame(words: RatingsWords, game: ProfileGame): HTMLElement {
  const outcome = game.outcome ?? 'playing';
  const opponent = game.opponent
    ? h('a', { href: profilePath(game.opponent), 'data-link': '', 'data-testid': 'recent-opponent' }, h('bdi', {}, game.opponent))
    : h('span', { 'data-testid': 'recent-opponent' }, words.anonymous);
  const clock = timeControlLabel(game.time) ?? words.untimed;
  const what = [gameTitle(game.variant), clock, game.rated ? words.rated : words.casual].join(' · ');
  return h('li', { class: 'recent-game', 'data-testid': 'recent-game', 'data-game': game.game },
    h('p', { class: 'recent-head' },
      h('span', { class: `outcome outcome-${outcome}`, 'data-testid': 'recent-outcome' }, words.outcomes[outcome]), ' ',
      `${words.against} `, opponent),
    h('p', { class: 'recent-meta' },
      h('a', { href: `/g/${game.game}`, 'data-link': '', 'data-testid': 'recent-link' }, what),
      h('span', { class: 'muted' }, ` · ${formatDate(game.finished_ms ?? game.created_ms)}`)));
}

export class ProfileView {
  private state: State = { kind: 'loading' };
  private alive = true;
  private readonly heading = h('h1', { 'data-testid': 'profile-name' });
  private readonly body = h('div', {});

  private readonly name: string;

  constructor(root: HTMLElement, name: string | null, private readonly host: ProfileHost) {
    this.name = name ?? '';
    if (name === null) this.state = { kind: 'missing' };
    root.replaceChildren(h('section', { class: 'page profile-page', 'data-testid': 'profile-page' }, this.heading, this.body));
    this.draw();
    if (name !== null) void this.load();
    // The visitor's buttons follow their account, which may be known only after the profile came.
    this.stopAccount = onAccountChange(() => this.draw());
  }

  private readonly stopAccount: () => void;

  destroy(): void {
    this.alive = false;
    this.stopAccount();
  }

  relabel(): void {
    this.draw();
  }

  private async load(): Promise<void> {
    if (this.state.kind !== 'loading') {
      this.state = { kind: 'loading' };
      this.draw();
    }
    let next: State;
    try {
      const profile = readProfile(await api<unknown>('GET', `/api/players/${encodeURIComponent(this.name)}`));
      next = profile ? { kind: 'shown', profile } : { kind: 'failed' };
    } catch (error) {
      next = error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'failed' };
    }
    if (!this.alive) return;
    this.state = next;
    this.draw();
  }

  /** Challenge, follow and block, for a signed-in visitor who is not this player. */
  private actions(name: string): HTMLElement[] {
    const me = account();
    if (!me || me.username.toLocaleLowerCase() === name.toLocaleLowerCase()) return [];
    return [challengeForm(name, (path) => this.host.navigate(path)), peopleActions(name)];
  }

  private draw(): void {
    const words = ratingsText();
    const state = this.state;
    const shownName = state.kind === 'shown' ? state.profile.name : this.name;
    this.heading.textContent = state.kind === 'missing' ? words.noSuchPlayer : shownName;
    this.host.setTitle(`${state.kind === 'missing' ? words.noSuchPlayer : shownName} — ${t().appName}`);
    if (state.kind === 'loading') {
      this.body.replaceChildren(h('p', { class: 'muted', role: 'status' }, words.loading));
    } else if (state.kind === 'missing') {
      this.body.replaceChildren(h('p', { 'data-testid': 'profile-missing' }, words.noSuchPlayerText),
        h('a', { class: 'btn btn-secondary', href: '/', 'data-link': '' }, t().notFound.home));
    } else if (state.kind === 'failed') {
      this.body.replaceChildren(h('p', { class: 'form-error', role: 'alert', 'data-testid': 'profile-failed' }, words.profileFailed),
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => void this.load() }, words.retry));
    } else if (state.profile.hidden) {
      // A hidden profile can still be followed or blocked by someone who knows the name.
      this.body.replaceChildren(h('p', { class: 'notice', 'data-testid': 'profile-hidden' }, words.hidden), ...this.actions(state.profile.name));
    } else {
      const { profile } = state;
      this.body.replaceChildren(...this.actions(profile.name),
        h('section', { class: 'card', 'aria-labelledby': 'profile-ratings', 'data-testid': 'profile-ratings' },
          h('h2', { id: 'profile-ratings' }, words.ratings), ratingList(words, profile.ratings),
          ...ratingCharts(words, profile.ratings, profile.history)),
        h('section', { class: 'card', 'aria-labelledby': 'profile-recent', 'data-testid': 'profile-recent' },
          h('h2', { id: 'profile-recent' }, words.recent),
          profile.recent.length > 0
            ? h('ul', { class: 'recent-list' }, ...profile.recent.map((game) => recentGame(words, game)))
            : h('p', { class: 'muted' }, words.noRecent)));
    }
  }
}

/** The page of the address's name (`segment`, as the address writes it); a segment that cannot be a name is no such player. */
export function mountProfile(root: HTMLElement, segment: string, host: ProfileHost): ProfileView {
  return new ProfileView(root, profileName(segment), host);
}
