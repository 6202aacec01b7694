// A player's bar above or below the game's board: the name, whether they are away, their
// once-per-game moves (the Sacrifice), and the clock. The game view fills both ten times a second.
import { h } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import { formatClock, isLowTime, remainingAt } from '../lib/clock';
import { isOver, type Role } from '../lib/game-state';
import { seatLabel } from '../lib/players';
import type { ClockState, Side, Snapshot } from '../lib/types';
import { deadlineOf, deadlineText, isLowDays, timeLeftText } from '../lib/correspondence';
import { correspondenceText } from '../i18n/correspondence-text';
import { pick, t } from '../i18n';

export interface ClockView {
  bar: HTMLElement;
  name: HTMLElement;
  time: HTMLElement;
  presence: HTMLElement;
  special: HTMLElement;
}

export function playerBar(position: 'top' | 'bottom'): ClockView {
  const name = h('span', { class: 'player-name' });
  const presence = h('span', { class: 'presence' });
  const special = h('span', { class: 'special-moves', 'data-testid': `special-${position}` });
  const time = h('span', { class: 'clock', 'data-testid': `clock-${position}`, role: 'timer', 'aria-live': 'off' });
  const bar = h('div', { class: `player-bar player-${position}`, 'data-testid': `player-${position}` }, h('span', { class: 'who' }, name, presence, special), time);
  return { bar, name, time, presence, special };
}

/** The bar of `side` as the game stands at `serverNow` (the server's clock): who, away or not, the Sacrifice, the time left. */
export function fillPlayerBar(view: ClockView, snapshot: Snapshot, side: Side, role: Role | null, entry: VariantEntry | undefined, serverNow: number): void {
  const catalogue = t();
  const sideName = pick(catalogue.sides, side) ?? side;
  view.name.textContent = seatLabel(catalogue, snapshot, role, side);
  const seat = snapshot.seats[side];
  const away = seat?.taken === true && !seat.connected;
  view.presence.textContent = away ? ` · ${catalogue.game.away}` : '';
  view.presence.classList.toggle('away', away);
  renderSpecialMoves(view.special, snapshot, side, entry);
  view.bar.dataset['side'] = side;
  view.bar.classList.toggle('to-move', !isOver(snapshot) && snapshot.to_move === side);
  const clock = snapshot.clock;
  if (!clock) {
    view.time.textContent = '';
    view.time.hidden = true;
    return;
  }
  view.time.hidden = false;
  const remaining = remainingAt(clock, side, serverNow);
  view.time.classList.toggle('days', Boolean(clock.days));
  if (clock.days) return fillDays(view, clock, side, sideName, remaining, isOver(snapshot));
  view.time.textContent = formatClock(remaining);
  view.time.setAttribute('aria-label', `${catalogue.game.clockOf(sideName)}: ${formatClock(remaining)}`);
  view.time.classList.toggle('running', clock.running === side);
  view.time.classList.toggle('low', isLowTime(remaining, clock.initial_ms) && !isOver(snapshot));
}

/**
 * Days per move: the side to move sees the time left in words and the deadline as a date ("2 days 3
 * hours left", "Move by Tue 8 Dec, 14:05"), never seconds ticking; the other side its days per move.
 */
function fillDays(view: ClockView, clock: ClockState, side: Side, sideName: string, remaining: number, over: boolean): void {
  const pace = correspondenceText();
  const deadline = over ? null : deadlineOf(clock, side);
  const text = deadline === null ? pace.perMoveShort(clock.days ?? 0) : `${timeLeftText(remaining, pace)}\n${deadlineText(deadline, pace)}`;
  if (view.time.textContent !== text) view.time.textContent = text;
  view.time.setAttribute('aria-label', `${t().game.clockOf(sideName)}: ${text.replace('\n', ', ')}`);
  view.time.dataset['deadline'] = deadline === null ? '' : String(deadline);
  view.time.classList.toggle('running', deadline !== null);
  view.time.classList.toggle('low', deadline !== null && isLowDays(remaining));
}

/** A side's once-per-game moves (the Sacrifice): "✶ Sacrifice" while it may play it, struck through once played. */
export function renderSpecialMoves(slot: HTMLElement, snapshot: Snapshot, side: Side, entry: VariantEntry | undefined): void {
  const catalogue = t();
  const moves = entry?.special_moves ?? [];
  const left = snapshot.special_moves?.[side];
  const key = `${document.documentElement.lang}|${moves.map((move) => move.name).join(',')}|${left ? left.join(',') : '-'}`;
  if (slot.dataset['key'] === key) return;
  slot.dataset['key'] = key;
  slot.replaceChildren(...(left ? moves : []).map(({ name }) => {
    const label = pick(catalogue.specialMoves, name) ?? name;
    const available = left?.includes(name) ?? false;
    const words = available ? catalogue.game.specialAvailable(label) : catalogue.game.specialUsed(label);
    return h('span', { class: available ? 'available' : 'used', title: words, 'data-special': name, 'data-available': String(available) },
      h('span', { 'aria-hidden': 'true' }, label), h('span', { class: 'sr-only' }, words));
  }));
}
