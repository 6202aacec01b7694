// The lobby's open challenges: the live list (a row a challenge: game, clock, rated or casual, who
// posted it with their rating, the colour they play, and Accept — or Withdraw for this browser's
// own), and the form that posts one (game, clock or none, rated, colour), folded under its button.
// Rows are kept while their challenge does not change, so that a challenge arriving or leaving does
// not take the keyboard away from the row it is on.
import { h } from '../lib/dom';
import { entryOf } from '../lib/catalogue';
import { clockLabel, mayBeRated, posterColour, presetTime } from '../lib/lobby-state';
import type { LobbyChoices } from '../lib/lobby-storage';
import type { Challenge, ChallengeColour, TimeChoice } from '../lib/lobby-messages';
import { gameTitle, pick, t } from '../i18n';
import type { LobbyWords } from '../i18n/lobby-text';
import { chip, clockField, gameField, ratedField } from './lobby-fields';

export interface ChallengesHost {
  words(): LobbyWords;
  choices(): LobbyChoices;
  choicesChanged(): void;
  signedIn(): boolean;
  ready(): boolean;
  /** What was sent about this challenge and not yet answered, if anything. */
  busyOn(id: string): 'accept' | 'cancel' | null;
  /** A challenge was posted and not yet answered. */
  posting(): boolean;
  accept(id: string): void;
  cancel(id: string): void;
  post(variant: string, time: TimeChoice | null, rated: boolean, color: ChallengeColour): void;
}

/** "plays Light", "colour at random", "moves first" (when the catalogue does not know the game). */
function colourWords(words: LobbyWords, challenge: Challenge): string {
  const colour = posterColour(challenge.color, entryOf(challenge.variant)?.sides ?? []);
  if (colour.kind === 'random') return words.randomColour;
  if (colour.side !== null) return words.plays(pick(t().sides, colour.side) ?? colour.side);
  return colour.order === 'first' ? words.movesFirst : colour.order === 'second' ? words.movesSecond : words.plays(challenge.color);
}

function who(words: LobbyWords, challenge: Challenge): (Node | string)[] {
  if (challenge.mine) return [h('strong', {}, words.you)];
  if (!challenge.by) return [words.anonymous];
  const parts: (Node | string)[] = [h('strong', {}, challenge.by.name)];
  if (challenge.by.rating !== null) {
    parts.push(` ${Math.round(challenge.by.rating)}`);
    if (challenge.by.provisional) parts.push(h('span', { 'aria-hidden': 'true', title: words.provisional }, '?'), h('span', { class: 'sr-only' }, ` (${words.provisional})`));
  }
  return parts;
}

export class ChallengeList {
  readonly element = h('section', { class: 'card lobby-challenges', 'aria-labelledby': 'challenges-title', 'data-testid': 'challenges' });
  private readonly heading = h('h2', { id: 'challenges-title', tabindex: -1 });
  private readonly list = h('ul', { class: 'lobby-list', 'data-testid': 'challenge-list' });
  private readonly empty = h('p', { class: 'muted', 'data-testid': 'no-challenges' });
  /** "and 140 more": the open challenges the server did not list (it lists the newest 100). */
  private readonly more = h('p', { class: 'muted', 'data-testid': 'more-challenges' });
  private readonly postSlot = h('div', { class: 'lobby-post' });
  private readonly rows = new Map<string, { row: HTMLElement; signature: string }>();
  private postOpen = false;

  constructor(private readonly host: ChallengesHost) {
    this.element.append(this.heading, this.postSlot, this.list, this.more, this.empty);
  }

  /** Everything drawn anew in the page's language. */
  render(challenges: Challenge[], unlisted = 0): void {
    this.heading.textContent = this.host.words().challenges;
    this.empty.textContent = this.host.words().noChallenges;
    this.rows.clear();
    this.list.replaceChildren();
    this.renderPost();
    this.update(challenges, unlisted);
  }

  /** The list as the server says it now (rows kept, added, removed, or redrawn when their challenge or
   * what one may do with it changed), and the form's button. */
  update(challenges: Challenge[], unlisted = 0): void {
    this.refreshSubmit();
    const active = document.activeElement instanceof HTMLElement && this.list.contains(document.activeElement) ? document.activeElement : null;
    const activeRow = active?.closest<HTMLElement>('li')?.dataset['id'];
    const activeTestid = active?.dataset['testid'];
    const wanted = new Set(challenges.map((one) => one.id));
    for (const [id, { row }] of this.rows) {
      if (!wanted.has(id)) {
        row.remove();
        this.rows.delete(id);
      }
    }
    let previous: HTMLElement | null = null;
    for (const challenge of challenges) {
      const signature = this.signature(challenge);
      let kept = this.rows.get(challenge.id);
      if (!kept || kept.signature !== signature) {
        const row = this.row(challenge);
        if (kept) kept.row.replaceWith(row);
        kept = { row, signature };
        this.rows.set(challenge.id, kept);
      }
      const place: ChildNode | null = previous ? previous.nextSibling : this.list.firstChild;
      if (place !== kept.row) this.list.insertBefore(kept.row, place);
      previous = kept.row;
    }
    this.more.hidden = unlisted <= 0;
    this.more.textContent = unlisted > 0 ? this.host.words().more(unlisted) : '';
    this.empty.hidden = challenges.length > 0 || unlisted > 0;
    this.list.hidden = challenges.length === 0;
    // The keyboard stays where it was; on a row that went away, it goes to the list's heading.
    if (active && !active.isConnected) {
      const again = activeRow ? this.rows.get(activeRow)?.row.querySelector<HTMLElement>(`[data-testid="${activeTestid}"]`) : null;
      (again ?? this.heading).focus({ preventScroll: true });
    }
  }

  private refreshSubmit(): void {
    const submit = this.postSlot.querySelector<HTMLButtonElement>('[data-testid="post-submit"]');
    if (submit) {
      submit.disabled = !this.host.ready() || this.host.posting() || this.host.choices().challengeVariant === '';
      submit.textContent = this.host.posting() ? this.host.words().sending : this.host.words().post;
    }
  }

  /** After this browser's challenge is posted: the form folds, and the keyboard goes back to its button. */
  closePost(): void {
    if (!this.postOpen) return;
    this.postOpen = false;
    this.renderPost();
    this.postSlot.querySelector<HTMLElement>('[data-testid="post-toggle"]')?.focus({ preventScroll: true });
  }

  private signature(challenge: Challenge): string {
    return JSON.stringify([challenge, this.host.signedIn(), this.host.ready(), this.host.busyOn(challenge.id)]);
  }

  private row(challenge: Challenge): HTMLElement {
    const words = this.host.words();
    const describedBy = `challenge-${challenge.id}`;
    const needsAccount = !challenge.mine && challenge.rated && !this.host.signedIn();
    const busy = this.host.busyOn(challenge.id);
    const terms = [clockLabel(challenge.time) ?? words.untimed, challenge.rated ? words.rated : words.casual].join(' · ');
    const button = challenge.mine
      ? h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'cancel-challenge', 'aria-describedby': describedBy,
        disabled: !this.host.ready() || busy !== null, onclick: () => this.host.cancel(challenge.id) }, words.cancelChallenge)
      : h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'accept-challenge',
        'aria-describedby': needsAccount ? `${describedBy} ${describedBy}-why` : describedBy,
        disabled: needsAccount || !this.host.ready() || busy !== null, onclick: () => this.host.accept(challenge.id) }, busy === 'accept' ? words.starting : words.accept);
    return h('li', { class: `lobby-challenge${challenge.mine ? ' is-mine' : ''}`, 'data-testid': 'challenge', 'data-id': challenge.id, 'data-variant': challenge.variant },
      h('div', { class: 'lobby-challenge-text', id: describedBy },
        h('span', { class: 'lobby-challenge-game' }, gameTitle(challenge.variant)),
        h('span', { class: 'lobby-challenge-terms', 'data-testid': 'challenge-terms' }, terms),
        h('span', { class: 'lobby-challenge-who', 'data-testid': 'challenge-who' }, ...who(words, challenge), ` · ${colourWords(words, challenge)}`)),
      button,
      needsAccount ? h('p', { class: 'lobby-why muted', id: `${describedBy}-why` }, words.acceptNeedsAccount) : null);
  }

  private renderPost(): void {
    const words = this.host.words();
    const toggle = h('button', {
      type: 'button', class: 'btn btn-secondary btn-wide', 'aria-expanded': String(this.postOpen), 'aria-controls': 'post-form', 'data-testid': 'post-toggle',
      onclick: () => {
        this.postOpen = !this.postOpen;
        this.renderPost();
        const focus = this.postOpen ? '#post-game' : '[data-testid="post-toggle"]';
        this.postSlot.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
      },
    }, words.postToggle);
    this.postSlot.replaceChildren(toggle, ...(this.postOpen ? [this.postForm(words)] : []));
    this.refreshSubmit();
  }

  private postForm(words: LobbyWords): HTMLElement {
    const choices = this.host.choices();
    const time = presetTime(choices.challengeTime);
    const why = !this.host.signedIn() ? 'account' : time ? null : 'clock';
    const redraw = () => {
      this.host.choicesChanged();
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset['testid'] : undefined;
      this.renderPost();
      if (focused) this.postSlot.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus({ preventScroll: true });
    };
    const colours: ChallengeColour[] = ['first', 'second', 'random'];
    const form = h('form', { id: 'post-form', class: 'lobby-form', 'data-testid': 'post-form', 'aria-label': words.postToggle },
      gameField('post-game', words, choices.challengeVariant, (variant) => {
        choices.challengeVariant = variant;
        this.host.choicesChanged();
      }),
      clockField('post-time', words, choices.challengeTime, true, (preset) => {
        choices.challengeTime = preset;
        redraw();
      }, true),
      ratedField('post-rated', words, choices.challengeRated && mayBeRated(this.host.signedIn(), time), why, (rated) => {
        choices.challengeRated = rated;
        this.host.choicesChanged();
      }),
      h('fieldset', {}, h('legend', {}, words.colour),
        h('div', { class: 'lobby-chips lobby-chips-flex' }, ...colours.map((colour) => chip('post-color', colour, choices.color === colour, words[colour], () => {
          choices.color = colour;
          this.host.choicesChanged();
        })))),
      h('button', { type: 'submit', class: 'btn btn-primary btn-wide', 'data-testid': 'post-submit' }, words.post));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const chosen = presetTime(choices.challengeTime);
      if (chosen === undefined || choices.challengeVariant === '') return;
      this.host.post(choices.challengeVariant, chosen, choices.challengeRated && mayBeRated(this.host.signedIn(), chosen), choices.color);
    });
    return form;
  }
}
