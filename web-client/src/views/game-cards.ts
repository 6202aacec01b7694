// Home's choice of game: one card per game of the catalogue (its variants grouped by their family:
// Petteia 6×6 and 8×8, Le Grec and its mirror arrival, Petteia chess), each with its name, a line
// on what it is, and a small drawing of its starting position; a game with several variants has
// them as chips on its card. Every variant is one radio of one group (name="variant"), so the
// keyboard's arrows go through them all; a tap anywhere on a card chooses its game (the variant
// chosen last in it, or its first).
import { h } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import { startPicture } from './mini-board';
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
