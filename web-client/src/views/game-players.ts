// The players of a game made in the lobby in their bars on the game page (issue 27): each seat's name
// linking to its public profile (/@/<name>), or "Anonymous" for a seat without an account, its rating
// in the game's category ("1620", with "?" while provisional) and, once a rated game is rated, the
// change ("+12", "−12"), then the side. It stands in for the bar's usual label ("Opponent · Dark"),
// which is hidden; a friend's game (no `players`) keeps that label. Redrawn only when what it shows
// changes, so that a link is not replaced under the pointer while the clocks tick.
import { h } from '../lib/dom';
import { isPlayer, type Role } from '../lib/game-state';
import { playersOf, signedPoints } from '../lib/rating-change';
import type { PlayerShown, Side, Snapshot } from '../lib/types';
import { language, pick, t } from '../i18n';
import { socialText } from '../i18n/game-social-text';
import type { ClockView } from './player-bar';

/** The path of a player's public profile. */
export function profilePath(name: string): string {
  return `/@/${encodeURIComponent(name)}`;
}

/** How a seat is named in words (quick messages, reports): the player's name, else "You", "Your opponent" or the side. */
export function seatName(snapshot: Snapshot, role: Role | null, side: Side): string {
  const words = socialText();
  const player = playersOf(snapshot)?.[side] ?? null;
  if (player) return player.name;
  if (isPlayer(role, snapshot)) return side === role ? words.you : words.opponent;
  return pick(t().sides, side) ?? side;
}

function rating(player: PlayerShown): (HTMLElement | string)[] {
  const words = socialText();
  const parts: (HTMLElement | string)[] = [];
  if (player.rating !== null) {
    const shown = h('span', { class: 'player-rating', 'data-testid': 'player-rating' }, String(player.rating));
    if (player.provisional) shown.append(h('span', { 'aria-hidden': 'true', title: words.provisional }, '?'), h('span', { class: 'sr-only' }, ` (${words.provisional})`));
    parts.push(shown, ' ');
  }
  if (player.change !== null) {
    const kind = player.change > 0 ? 'up' : player.change < 0 ? 'down' : 'same';
    parts.push(h('span', { class: `rating-change ${kind}`, 'data-testid': 'rating-change' }, signedPoints(player.change)), ' ');
  }
  return parts;
}

/**
 * The contents of a bar's player label: the name, then the rating, its change and the side in one
 * piece that goes under the name as a whole when the bar is too narrow ("Ariadne" / "1620? +12 · Dark").
 */
function label(snapshot: Snapshot, role: Role | null, side: Side, player: PlayerShown | null): (Node | string)[] {
  const words = socialText();
  const own = isPlayer(role, snapshot) && side === role;
  const parts: (Node | string)[] = [];
  if (player) {
    parts.push(h('a', { class: 'player-link', href: profilePath(player.name), 'data-link': '', 'data-testid': 'player-link' }, player.name));
    if (own) parts.push(h('span', { class: 'sr-only' }, ` ${words.youAfterName}`));
  } else {
    parts.push(h('span', { 'data-testid': 'player-anonymous' }, own ? words.you : words.anonymous));
  }
  parts.push(' ', h('span', { class: 'player-meta' }, ...(player ? rating(player) : []), `· ${pick(t().sides, side) ?? side}`));
  return parts;
}

export class GamePlayers {
  /** Each bar's label: made at the first lobby game's snapshot, then filled when what it shows changes. */
  private readonly labels = new Map<HTMLElement, HTMLElement>();

  render(snapshot: Snapshot, role: Role | null, bars: [ClockView, Side][]): void {
    const players = playersOf(snapshot);
    for (const [view, side] of bars) {
      let shown = this.labels.get(view.bar);
      if (!players) {
        // Not a lobby game (or no longer: another game's snapshot): the bar's own label.
        shown?.remove();
        this.labels.delete(view.bar);
        view.name.hidden = false;
        continue;
      }
      if (!shown) {
        shown = h('span', { class: 'player-id', 'data-testid': 'player-id' });
        this.labels.set(view.bar, shown);
      }
      if (shown.parentElement !== view.name.parentElement) view.name.before(shown);
      view.name.hidden = true;
      const player = players[side] ?? null;
      const key = JSON.stringify([language(), side, role, player]);
      if (shown.dataset['key'] === key) continue;
      shown.dataset['key'] = key;
      shown.dataset['side'] = side;
      shown.replaceChildren(...label(snapshot, role, side, player));
    }
  }
}
