// The lobby's form fields, shared by quick pairing (lobby-quick.ts) and the challenge form
// (lobby-challenges.ts): the game (the server's catalogue, nothing named here), the clock as preset
// chips, casual or rated (rated only with an account and a clock, the reason said beside it).
import { h } from '../lib/dom';
import { knownVariants } from '../lib/catalogue';
import { DAYS_PRESETS, LOBBY_PRESETS } from '../lib/lobby-state';
import { correspondenceText } from '../i18n/correspondence-text';
import { gameTitle } from '../i18n';
import type { LobbyWords } from '../i18n/lobby-text';

/** One choice of a group of radio buttons, drawn as a chip (the keyboard's arrows move along the group). */
export function chip(name: string, value: string, checked: boolean, label: string, onChange: () => void, disabled = false): HTMLElement {
  const input = h('input', { type: 'radio', name, value, checked, disabled, 'data-testid': `${name}-${value}` });
  input.addEventListener('change', onChange);
  return h('label', { class: `choice lobby-chip${disabled ? ' is-disabled' : ''}` }, input, h('span', { class: 'choice-label' }, label));
}

/** The game, one option a variant of the catalogue, in its order. */
export function gameField(id: string, words: LobbyWords, chosen: string, onChange: (variant: string) => void): HTMLElement {
  const select = h('select', { id, class: 'lobby-select', 'data-testid': id });
  for (const entry of knownVariants()) select.append(h('option', { value: entry.name, selected: entry.name === chosen }, gameTitle(entry.name)));
  select.addEventListener('change', () => onChange(select.value));
  return h('div', { class: 'lobby-field' }, h('label', { for: id }, words.game), select);
}

/**
 * The clock: the presets, and "No clock" first when `untimed` is offered; with `days`, a second row
 * "Correspondence: 1 day/move … 14 days/move" (a game at one's own pace).
 */
export function clockField(name: string, words: LobbyWords, chosen: string, untimed: boolean, onChange: (preset: string) => void, days = false): HTMLElement {
  const ids = [...(untimed ? ['none'] : []), ...LOBBY_PRESETS.map((preset) => preset.id)];
  const pace = correspondenceText();
  const daysRow = days
    ? [h('p', { class: 'lobby-days-title muted', id: `${name}-days` }, pace.correspondence),
      h('div', { class: 'lobby-chips', role: 'group', 'aria-labelledby': `${name}-days` },
        ...DAYS_PRESETS.map((id) => chip(name, id, id === chosen, pace.perMoveShort(Number(id.slice(1))), () => onChange(id))))]
    : [];
  return h('fieldset', { class: 'lobby-clock' }, h('legend', {}, words.clock, h('span', { class: 'lobby-legend-hint' }, ` (${words.clockHint})`)),
    h('div', { class: 'lobby-chips' }, ...ids.map((id) => chip(name, id, id === chosen, id === 'none' ? words.untimed : id, () => onChange(id)))),
    ...daysRow);
}

/**
 * Casual or rated. Rated is offered only when `allowed`; else it is disabled and the reason is said
 * under the group (and tied to it for screen readers): sign in (a link), or choose a clock.
 */
export function ratedField(name: string, words: LobbyWords, rated: boolean, why: 'account' | 'clock' | null, onChange: (rated: boolean) => void): HTMLElement {
  const reasonId = `${name}-why`;
  const reason = why === 'account'
    ? h('p', { class: 'lobby-why muted', id: reasonId, 'data-testid': reasonId }, words.ratedNeedsAccount, ' ',
      h('a', { href: '/signin', 'data-link': '' }, words.signIn))
    : why === 'clock' ? h('p', { class: 'lobby-why muted', id: reasonId, 'data-testid': reasonId }, words.untimedNeverRated) : null;
  return h('fieldset', { class: 'lobby-rated', 'aria-describedby': reason ? reasonId : null },
    h('legend', { class: 'sr-only' }, `${words.casual} / ${words.rated}`),
    h('div', { class: 'lobby-chips lobby-chips-two' },
      chip(name, 'casual', !rated || why !== null, words.casual, () => onChange(false)),
      chip(name, 'rated', rated && why === null, words.rated, () => onChange(true), why !== null)),
    reason);
}
