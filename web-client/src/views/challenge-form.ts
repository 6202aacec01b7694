// A profile's "Challenge" (issue 38): the game, the clock (days per move too) and the colour, set as the
// home page's last choices, then sent by name. Sent, the challenger goes to the game's page, which
// waits for the player challenged; refused, it says why and nothing is made.
import { h } from '../lib/dom';
import { ApiError } from '../lib/api';
import { setting } from '../lib/storage';
import { knownVariants, entryOf, titleOf } from '../lib/catalogue';
import { TIME_PRESETS } from '../lib/variants';
import { CORRESPONDENCE_DAYS } from '../lib/correspondence';
import { SETTINGS_KEY, readSettings } from '../lib/game-settings';
import { challengePlayer } from '../lib/challenges';
import type { Colour, TimeControl } from '../lib/new-game';
import { challengeText } from '../i18n/challenge-text';
import { correspondenceText } from '../i18n/correspondence-text';
import { language, t } from '../i18n';

/** The clock choices as one list: no clock, the presets, then days per move ("days:3"). */
function clockChoices(): { value: string; label: string }[] {
  const pace = correspondenceText();
  return [
    { value: 'none', label: t().home.noClock },
    ...TIME_PRESETS.map((preset) => ({ value: preset.id, label: preset.id })),
    ...CORRESPONDENCE_DAYS.map((days) => ({ value: `days:${days}`, label: pace.perMove(days) })),
  ];
}

export function clockOfChoice(value: string): TimeControl | null {
  if (value.startsWith('days:')) return { days: Number(value.slice(5)) };
  const preset = TIME_PRESETS.find((p) => p.id === value);
  return preset ? { minutes: preset.minutes, increment: preset.increment } : null;
}

export function challengeWhy(error: unknown): string {
  const words = challengeText();
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'challenge_refused') return error instanceof ApiError && error.reason === 'you_block' ? words.youBlock : words.refused;
  if (code === 'too_many_challenges') return words.tooMany;
  return words.failed;
}

function select(id: string, label: string, options: { value: string; label: string }[], chosen: string): [HTMLElement, HTMLSelectElement] {
  const field = h('select', { id, 'data-testid': id },
    ...options.map((option) => h('option', { value: option.value, selected: option.value === chosen }, option.label))) as HTMLSelectElement;
  return [h('label', { for: id }, label), field];
}

export function challengeForm(name: string, navigate: (path: string) => void): HTMLElement {
  const words = challengeText();
  const home = t().home;
  const last = readSettings(setting(SETTINGS_KEY), knownVariants().map((entry) => entry.name));
  const lastClock = last.time === 'days' ? `days:${last.days}` : last.time;
  const [variantLabel, variant] = select('challenge-variant', words.game,
    knownVariants().map((entry) => ({ value: entry.name, label: titleOf(entryOf(entry.name), language(), entry.name) })), last.variant);
  const [timeLabel, time] = select('challenge-time', words.time, clockChoices(),
    clockChoices().some((choice) => choice.value === lastClock) ? lastClock : 'none');
  const [colourLabel, colour] = select('challenge-colour', words.colour,
    (['random', 'first', 'second'] as const).map((value) => ({ value, label: home[value] })), last.color);
  const error = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'challenge-error' });
  const send = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'challenge-send' }, words.send);
  const close = h('button', { type: 'button', class: 'btn btn-secondary' }, words.cancel);
  const form = h('form', { class: 'challenge-form card', hidden: true, 'aria-labelledby': 'challenge-heading', 'data-testid': 'challenge-form' },
    h('h2', { id: 'challenge-heading' }, words.heading(name)),
    h('div', { class: 'challenge-fields' }, variantLabel, variant, timeLabel, time, colourLabel, colour),
    error, h('div', { class: 'row' }, send, close));
  const open = h('button', { type: 'button', class: 'btn btn-primary', 'aria-expanded': 'false', 'data-testid': 'challenge' }, words.challenge);
  const toggle = (shown: boolean) => {
    form.hidden = !shown;
    open.setAttribute('aria-expanded', String(shown));
    if (shown) variant.focus();
  };
  open.addEventListener('click', () => toggle(form.hidden));
  close.addEventListener('click', () => {
    toggle(false);
    open.focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send.disabled = true;
    send.textContent = words.sending;
    error.textContent = '';
    challengePlayer(name, { variant: variant.value, time: clockOfChoice(time.value), color: colour.value as Colour })
      .then((game) => navigate(`/g/${game}`), (failure: unknown) => {
        error.textContent = challengeWhy(failure);
        send.disabled = false;
        send.textContent = words.send;
      });
  });
  return h('div', { class: 'challenge', 'data-testid': 'challenge-box' }, open, form);
}
