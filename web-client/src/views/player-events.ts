// What the page does with a player's events (issue 38): in an open tab, a toast (unless the page
// already shows that game); in a hidden tab, the browser's notification, when allowed; the badge
// counted again either way. Each kind can be switched off (event-settings.ts). The question that
// asks to allow notifications is a toast too, shown at a natural moment and never on landing.
import { h } from '../lib/dom';
import { entryOf, titleOf } from '../lib/catalogue';
import { language } from '../i18n';
import { playerEventText } from '../i18n/player-events-text';
import { timeLeftText } from '../lib/correspondence';
import { kindEnabled, mayAskForNotifications, NATURAL_MOMENT, noteAskedForNotifications, notificationPermission, requestNotifications } from '../lib/event-settings';
import { PlayerEventsSocket, type PlayerEvent } from '../net/player-events';
import { answerChallenge } from '../lib/challenges';
import { showGameNotification } from '../lib/browser-notification';
import { challengeText } from '../i18n/challenge-text';
import '../styles/player-events.css';

const TOAST_MS = 10_000;
const MOST_TOASTS = 3;

export interface PlayerEventsHost {
  /** The game the page shows, if any. */
  shownGame(): string | null;
  navigate(path: string): void;
  /** What is known of the player's games changed: the badge and the lists are counted again. */
  gamesMayHaveChanged(): void;
  signedIn(): boolean;
}

export class PlayerEventsPresenter {
  private readonly region = h('div', { class: 'event-toasts', role: 'region', 'aria-live': 'polite', 'data-testid': 'event-toasts' });
  private readonly socket = new PlayerEventsSocket(
    (event) => this.heard(event),
    (on) => (this.region.dataset['listening'] = String(on)),
  );

  constructor(private readonly host: PlayerEventsHost) {
    this.region.setAttribute('aria-label', playerEventText().region);
    document.body.append(this.region);
    window.addEventListener(NATURAL_MOMENT, () => this.offerToAsk());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.socket.check();
    });
  }

  /** Signed in or out: the socket follows. */
  accountChanged(): void {
    if (this.host.signedIn()) this.socket.open();
    else this.socket.close();
  }

  relabel(): void {
    this.region.setAttribute('aria-label', playerEventText().region);
  }

  /** Another page is shown: the question, if unanswered, goes (asked again at the next natural moment), and so does the toast of the game now shown. */
  pageChanged(): void {
    this.region.querySelector('[data-testid="ask-notifications"]')?.remove();
    const shown = this.host.shownGame();
    if (shown) this.region.querySelector(`[data-game="${CSS.escape(shown)}"]`)?.remove();
  }

  private heard(event: PlayerEvent): void {
    this.host.gamesMayHaveChanged();
    if (!kindEnabled(event.kind)) return;
    const hidden = document.visibilityState !== 'visible';
    if (!hidden && this.host.shownGame() === event.game) return; // the page says it itself
    const words = playerEventText();
    const challenge = challengeText();
    const game = titleOf(entryOf(event.variant), language(), event.variant);
    // A challenge answered without a game: said as such, not as a game "aborted".
    const title = event.kind === 'tournament_game' ? words.tournamentReady(event.opponent)
      : event.kind === 'game_ended' && event.reason === 'declined' ? challenge.declined(game)
      : event.kind === 'game_ended' && event.reason === 'withdrawn' ? challenge.withdrawn(game)
        : words.title(event.kind, game, event.outcome);
    const who = event.kind === 'tournament_game' ? game
      : event.kind === 'challenge' && event.opponent ? challenge.from(event.opponent) : words.against(event.opponent);
    const line = [who, ...(event.deadline_ms && event.days ? [timeLeftText(event.deadline_ms - Date.now())] : [])].join(' · ');
    if (hidden && notificationPermission() === 'granted') void this.notify(event, title, line);
    else if (event.kind === 'challenge') this.challengeToast(title, line, event.game);
    else this.toast(title, line, event.game, event.kind === 'tournament_game' ? event.tournament : null);
  }

  /** A challenge: accepted by opening its game (its seat is kept for this player), or declined here. */
  private challengeToast(title: string, line: string, game: string): void {
    const words = challengeText();
    const status = h('p', { class: 'event-toast-line', role: 'status' });
    const decline = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'challenge-decline' }, words.decline);
    decline.addEventListener('click', () => {
      decline.disabled = true;
      answerChallenge(game).then(() => {
        toast.remove();
        this.host.gamesMayHaveChanged();
      }, () => {
        status.textContent = words.failed;
        decline.disabled = false;
      });
    });
    const toast = h('div', { class: 'event-toast', 'data-testid': 'event-toast', 'data-game': game, 'data-kind': 'challenge' },
      h('p', { class: 'event-toast-title' }, title),
      h('p', { class: 'event-toast-line' }, line),
      h('div', { class: 'event-toast-actions' },
        h('a', { class: 'btn btn-primary', href: `/g/${game}`, 'data-link': '', 'data-testid': 'challenge-accept', onclick: () => toast.remove() }, words.accept),
        decline),
      status);
    this.show(toast);
  }

  private async notify(event: PlayerEvent, title: string, body: string): Promise<void> {
    const shown = await showGameNotification(title, body, event.game, () => this.host.navigate(`/g/${event.game}`));
    if (!shown) this.toast(title, body, event.game); // seen when the player comes back
  }

  /** `tournament`: a tournament's pairing, whose toast links the tournament's page too. */
  private toast(title: string, line: string, game: string, tournament: string | null = null): void {
    const words = playerEventText();
    const toast = h('div', { class: 'event-toast', 'data-testid': 'event-toast', 'data-game': game, 'data-kind': tournament ? 'tournament_game' : null },
      h('p', { class: 'event-toast-title' }, title),
      line ? h('p', { class: 'event-toast-line' }, line) : null,
      h('div', { class: 'event-toast-actions' },
        h('a', { class: 'btn btn-primary', href: `/g/${game}`, 'data-link': '', onclick: () => toast.remove() }, words.open),
        tournament ? h('a', { class: 'btn btn-secondary', href: `/t/${tournament}`, 'data-link': '', onclick: () => toast.remove() }, words.openTournament) : null,
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => toast.remove() }, words.dismiss)));
    this.show(toast);
  }

  private show(toast: HTMLElement): void {
    // One toast a game: a newer one replaces it.
    const game = toast.dataset['game'];
    if (game) this.region.querySelector(`[data-game="${CSS.escape(game)}"]`)?.remove();
    this.region.append(toast);
    while (this.region.children.length > MOST_TOASTS) this.region.firstElementChild?.remove();
    // Gone after a while, unless the reader is on it.
    const expire = () => {
      if (toast.matches(':hover, :focus-within')) window.setTimeout(expire, TOAST_MS);
      else toast.remove();
    };
    window.setTimeout(expire, TOAST_MS);
  }

  private offerToAsk(): void {
    if (!this.host.signedIn() || !mayAskForNotifications() || this.region.querySelector('[data-testid="ask-notifications"]')) return;
    const words = playerEventText();
    const card = h('div', { class: 'event-toast event-toast-ask', 'data-testid': 'ask-notifications' },
      h('p', { class: 'event-toast-title' }, words.ask),
      h('div', { class: 'event-toast-actions' },
        h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'ask-yes', onclick: () => {
          card.remove();
          void requestNotifications();
        } }, words.askYes),
        h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'ask-no', onclick: () => {
          card.remove();
          noteAskedForNotifications();
        } }, words.askNo)));
    this.region.append(card);
    // Unanswered, it goes after a while like a toast, and is asked again at the next natural moment.
    const expire = () => {
      if (card.matches(':hover, :focus-within')) window.setTimeout(expire, TOAST_MS);
      else card.remove();
    };
    window.setTimeout(expire, TOAST_MS);
  }
}
