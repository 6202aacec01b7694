// A player's bar above or below the game's board: the name, whether they are away, their
// once-per-game moves (the Sacrifice), and the clock. The game view fills it ten times a second.
import { h } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import type { Side, Snapshot } from '../lib/types';
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
