// Home: invite a friend (game, time control, colour) and go to the new game.
import { h, clear } from '../lib/dom';
import { storeSecret } from '../lib/storage';
import { TIME_PRESETS, VARIANTS, validTime } from '../lib/variants';
import { t, pick } from '../i18n';

interface Choice {
  variant: string;
  time: string; // 'none', a preset id, or 'custom'
  minutes: string;
  increment: string;
  color: 'first' | 'second' | 'random';
}

// Kept while the page lives, so that a change of language keeps what was chosen.
const choice: Choice = { variant: 'petteia-6x6', time: 'none', minutes: '7', increment: '2', color: 'random' };

interface CreatedGame {
  game: string;
  secret: string;
}

function radio(name: string, value: string, checked: boolean, label: Node | string, onChange: () => void, hint?: string): HTMLElement {
  const input = h('input', { type: 'radio', name, value, checked, 'data-testid': `${name}-${value}` });
  input.addEventListener('change', onChange);
  return h('label', { class: 'choice' }, input, h('span', { class: 'choice-text' }, h('span', { class: 'choice-label' }, label), hint ? h('span', { class: 'choice-hint' }, hint) : null));
}

export function renderHome(root: HTMLElement, navigate: (path: string) => void): void {
  const catalogue = t();
  const home = catalogue.home;
  clear(root);
  const message = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'create-error' });
  const minutes = h('input', { type: 'number', min: '0.05', max: '180', step: 'any', value: choice.minutes, inputmode: 'decimal', 'data-testid': 'custom-minutes', id: 'custom-minutes' });
  const increment = h('input', { type: 'number', min: '0', max: '60', step: '1', value: choice.increment, inputmode: 'numeric', 'data-testid': 'custom-increment', id: 'custom-increment' });
  minutes.addEventListener('input', () => (choice.minutes = minutes.value));
  increment.addEventListener('input', () => (choice.increment = increment.value));
  const custom = h('div', { class: 'custom-time', hidden: choice.time !== 'custom' },
    h('label', { for: 'custom-minutes' }, home.minutes), minutes,
    h('label', { for: 'custom-increment' }, home.increment), increment);
  const setTime = (value: string) => () => {
    choice.time = value;
    custom.hidden = value !== 'custom';
  };
  const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-wide', 'data-testid': 'create' }, home.create);

  const form = h('form', { class: 'card invite', 'data-testid': 'invite-form' },
    h('h2', {}, home.inviteTitle),
    h('fieldset', {}, h('legend', {}, home.game),
      ...VARIANTS.map((variant) => radio('variant', variant, choice.variant === variant, pick(catalogue.variants, variant) ?? variant, () => (choice.variant = variant), pick(catalogue.variantHints, variant)))),
    h('fieldset', {}, h('legend', {}, home.time),
      h('div', { class: 'choices-inline' },
        radio('time', 'none', choice.time === 'none', home.noClock, setTime('none')),
        ...TIME_PRESETS.map((preset) => radio('time', preset.id, choice.time === preset.id, preset.id, setTime(preset.id))),
        radio('time', 'custom', choice.time === 'custom', home.custom, setTime('custom'))),
      custom),
    h('fieldset', {}, h('legend', {}, home.colour),
      h('div', { class: 'choices-inline' },
        ...(['first', 'second', 'random'] as const).map((color) => radio('color', color, choice.color === color, home[color], () => (choice.color = color))))),
    message,
    submit);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    let time: { minutes: number; increment: number } | null = null;
    if (choice.time === 'custom') {
      const m = Number(choice.minutes);
      const inc = Number(choice.increment);
      if (!validTime(m, inc)) {
        message.textContent = home.badTime;
        return;
      }
      time = { minutes: m, increment: inc };
    } else {
      const preset = TIME_PRESETS.find((p) => p.id === choice.time);
      if (preset) time = { minutes: preset.minutes, increment: preset.increment };
    }
    submit.disabled = true;
    submit.textContent = home.creating;
    message.textContent = '';
    createGame({ variant: choice.variant, time, color: choice.color })
      .then((created) => {
        storeSecret(created.game, created.secret);
        navigate(`/g/${created.game}`);
      })
      .catch((error: unknown) => {
        const code = error instanceof Error ? error.message : 'network';
        message.textContent = home.createFailed(pick(t().errors, code) ?? code);
        submit.disabled = false;
        submit.textContent = home.create;
      });
  });

  root.append(
    h('section', { class: 'page home', 'data-testid': 'home' },
      h('div', { class: 'intro' }, h('h1', {}, home.heading), h('p', {}, home.intro), h('p', {}, h('a', { href: '/rules', 'data-link': '' }, home.learnRules))),
      form,
      h('section', { class: 'card computer', 'aria-disabled': 'true' },
        h('h2', {}, home.computerTitle),
        h('p', { class: 'muted' }, home.computerSoon),
        h('button', { type: 'button', class: 'btn btn-secondary btn-wide', disabled: true }, home.computerTitle))),
  );
}

async function createGame(body: { variant: string; time: { minutes: number; increment: number } | null; color: string }): Promise<CreatedGame> {
  let response: Response;
  try {
    response = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new Error('network');
  }
  const data = (await response.json().catch(() => null)) as { game?: string; secret?: string; code?: string } | null;
  if (!response.ok || !data?.game || !data.secret) throw new Error(data?.code ?? 'internal');
  return { game: data.game, secret: data.secret };
}
