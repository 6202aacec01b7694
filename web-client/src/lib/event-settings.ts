// Which of a player's events are shown (issue 38), each kind switchable off in the account's settings,
// and whether the browser may notify: asked once, at a natural moment (after a first correspondence
// move or a first challenge sent), never on landing, and never again once answered or put off.
import type { PlayerEventKind } from '../i18n/player-events-text';
import { setting, storeSetting } from './storage';

export const EVENT_KINDS: readonly PlayerEventKind[] = ['challenge', 'your_turn', 'game_started', 'draw_offered', 'takeback_offered', 'game_ended', 'tournament_game'];

const kindKey = (kind: PlayerEventKind) => `notify.${kind}`;
const ASKED_KEY = 'notify.asked';

export function kindEnabled(kind: PlayerEventKind): boolean {
  return setting(kindKey(kind)) !== 'off';
}

export function setKindEnabled(kind: PlayerEventKind, enabled: boolean): void {
  storeSetting(kindKey(kind), enabled ? 'on' : 'off');
}

export type Permission = NotificationPermission | 'unsupported';

export function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Whether to offer the question now: the browser can notify, has not been asked, and the player has not put it off. */
export function mayAskForNotifications(): boolean {
  return notificationPermission() === 'default' && setting(ASKED_KEY) === null;
}

export function noteAskedForNotifications(): void {
  storeSetting(ASKED_KEY, String(Date.now()));
}

/** The browser's own question; called from a click, as browsers require. */
export async function requestNotifications(): Promise<Permission> {
  noteAskedForNotifications();
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** A natural moment to ask (a first correspondence move, a challenge sent): the page's events presenter may ask. */
export const NATURAL_MOMENT = 'petteia:natural-moment-to-ask';
export function naturalMomentToAsk(): void {
  window.dispatchEvent(new Event(NATURAL_MOMENT));
}
