// A seek that goes on while the player is elsewhere on the site (issue 38: play the computer while
// waiting, without losing the seek): a small card at the foot of every page — "Still looking", with
// "Stop" — which turns into "Opponent found!" and a link to the game once the lobby pairs this
// browser; with the tab hidden, the browser's notification too, when allowed.
import { h } from '../lib/dom';
import { notificationPermission } from '../lib/event-settings';
import { showGameNotification } from '../lib/browser-notification';
import { lobbyWaitingText } from '../i18n/lobby-waiting-text';
import '../styles/player-events.css';

export interface SeekChip {
  /** The lobby paired this browser: the card says so, with the game's link (`open` follows it). */
  found(game: string, open: () => void): void;
  remove(): void;
}

/** The toasts' region of the page (the player's events use it too), or one of its own. */
function region(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('.event-toasts');
  if (existing) return existing;
  const made = h('div', { class: 'event-toasts', role: 'region', 'aria-live': 'polite' });
  document.body.append(made);
  return made;
}

export function seekChip(what: string, stop: () => void): SeekChip {
  const words = lobbyWaitingText();
  const stopButton = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'seek-chip-stop' }, words.stop);
  stopButton.addEventListener('click', () => {
    stopButton.disabled = true;
    stop();
  });
  const card = h('div', { class: 'event-toast', 'data-testid': 'seek-chip' },
    h('p', { class: 'event-toast-title' }, words.stillLooking(what)),
    h('div', { class: 'event-toast-actions' }, stopButton));
  region().append(card);
  return {
    found(game, open) {
      const link = h('a', { class: 'btn btn-primary', href: `/g/${game}`, 'data-testid': 'seek-chip-open' }, words.openGame);
      link.addEventListener('click', (event) => {
        event.preventDefault();
        card.remove();
        open();
      });
      card.replaceChildren(h('p', { class: 'event-toast-title' }, words.found), h('p', { class: 'event-toast-line' }, what),
        h('div', { class: 'event-toast-actions' }, link));
      card.dataset['game'] = game;
      // In a hidden tab, the browser's notification too, when allowed (the card says it when the player comes back).
      if (document.visibilityState !== 'visible' && notificationPermission() === 'granted') void showGameNotification(words.found, what, game, open);
    },
    remove() {
      card.remove();
    },
  };
}
