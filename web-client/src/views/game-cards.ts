// Home's choice of game: one card per game of the catalogue (its variants grouped by their family:
// Petteia 6×6 and 8×8, Le Grec and its mirror arrival, Petteia chess), each with its name, a line
// on what it is, and a small drawing of its starting position; a game with several variants has
// them as chips on its card. Every variant is one radio of one group (name="variant"), so the
// keyboard's arrows go through them all; a tap anywhere on a card chooses its game (the variant
// chosen last in it, or its first).
import { h, s } from '../lib/dom';
import { layoutOf, type VariantEntry } from '../lib/catalogue';
import { parsePosition } from '../lib/position';
import { gameTitle, language, pick } from '../i18n';
import type { Catalogue } from '../i18n/en';

/** The catalogue's variants by game, in the catalogue's order. */
export function families(entries: readonly VariantEntry[]): VariantEntry[][] {
  const byKey = new Map<string, VariantEntry[]>();
  for (const entry of entries) {
    const key = entry.family?.key ?? entry.name; // an older server: each variant its own game
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return [...byKey.values()];
}

/** The starting position, drawn small: squares and each side's pieces as discs (nothing to read: hidden from screen readers). */
function startPicture(entry: VariantEntry): SVGSVGElement | null {
  const layout = layoutOf(entry, { width: entry.width, height: entry.height, sides: entry.sides });
  const board = entry.start ? parsePosition(entry.start, layout) : null;
  if (!board) return null;
  const cell = 10;
  const parts: SVGElement[] = [];
  for (let row = 0; row < board.height; row++) {
    const rank = board.height - row; // the first side at the bottom
    for (let file = 0; file < board.width; file++) {
      parts.push(s('rect', { class: (file + rank) % 2 === 0 ? 'mini-sq shade-a' : 'mini-sq shade-b', x: file * cell, y: row * cell, width: cell, height: cell }));
      const piece = board.cells[rank - 1]?.[file];
      if (piece) parts.push(s('circle', { class: `mini-piece mini-${entry.sides.indexOf(piece.side)}`, cx: file * cell + cell / 2, cy: row * cell + cell / 2, r: cell * 0.36 }));
    }
  }
  return s('svg', { class: 'mini-board', viewBox: `0 0 ${board.width * cell} ${board.height * cell}`, 'aria-hidden': 'true' }, ...parts);
}

export interface GameCardsContext {
  catalogue: Catalogue;
  entries: readonly VariantEntry[];
  chosen: string;
  choose(variant: string): void;
}

export function gameCards(context: GameCardsContext): HTMLElement {
  const { catalogue } = context;
  const lang = language();
  const cards: HTMLElement[] = [];
  const radios: HTMLInputElement[] = [];
  const lastIn = new Map<HTMLElement, string>();
  const mark = () => {
    for (const card of cards) card.classList.toggle('chosen', card.querySelector('input:checked') !== null);
  };
  const radioOf = (entry: VariantEntry, card: HTMLElement, label: string | null) => {
    const input = h('input', { type: 'radio', name: 'variant', value: entry.name, checked: entry.name === context.chosen, 'data-testid': `variant-${entry.name}` });
    if (label) input.setAttribute('aria-label', label);
    input.addEventListener('change', () => {
      lastIn.set(card, entry.name);
      context.choose(entry.name);
      mark();
    });
    radios.push(input);
    return input;
  };
  for (const group of families(context.entries)) {
    const first = group[0];
    if (!first) continue;
    const title = first.family?.title?.[lang] ?? gameTitle(first.name);
    const key = first.family?.key ?? first.name;
    const hint = pick(catalogue.variantHints, first.name) ?? '';
    const text = h('span', { class: 'game-card-text' }, h('span', { class: 'game-card-title' }, title), hint ? h('span', { class: 'choice-hint' }, hint) : null);
    const picture = startPicture(first);
    let card: HTMLElement;
    if (group.length === 1) {
      // One variant: the whole card is its radio's label.
      card = h('label', { class: 'game-card', 'data-testid': `game-card-${key}` });
      card.append(radioOf(first, card, null), picture ?? '', text);
    } else {
      card = h('div', { class: 'game-card', role: 'group', 'aria-label': title, 'data-testid': `game-card-${key}` });
      const chips = h('span', { class: 'variant-chips' });
      for (const entry of group) chips.append(h('label', { class: 'chip' }, radioOf(entry, card, `${title}: ${entry.family?.choice?.[lang] ?? gameTitle(entry.name)}`), h('span', {}, entry.family?.choice?.[lang] ?? gameTitle(entry.name))));
      text.append(chips);
      card.append(picture ?? '', text);
      // A tap beside the chips chooses the game: its variant chosen last, or its first.
      card.addEventListener('click', (event) => {
        if ((event.target as HTMLElement).closest('label')) return;
        const wanted = lastIn.get(card) ?? group.find((entry) => entry.name === context.chosen)?.name ?? first.name;
        const input = card.querySelector<HTMLInputElement>(`input[value="${wanted}"]`);
        if (input && !input.checked) {
          input.checked = true;
          input.dispatchEvent(new Event('change'));
        }
        input?.focus();
      });
    }
    cards.push(card);
  }
  mark();
  return h('fieldset', { class: 'game-choice' }, h('legend', {}, catalogue.home.game), h('div', { class: 'game-cards' }, ...cards));
}
