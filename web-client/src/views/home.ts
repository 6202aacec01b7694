// Home: play the computer (game, level, colour, time control) or invite a friend (game, time
// control, colour), and go to the new game. Both forms are built from the same fields.
import { h, clear } from '../lib/dom';
import { storeSecret } from '../lib/storage';
import { TIME_PRESETS, VARIANTS } from '../lib/variants';
import { LEVELS, createGame, newGameRequest, type GameChoice, type Level } from '../lib/new-game';
import { t, pick } from '../i18n';
import type { Catalogue } from '../i18n/en';

// Kept while the page lives, so that a change of language keeps what was chosen.
const friendChoice: GameChoice = { variant: 'petteia-6x6', time: 'none', minutes: '7', increment: '2', color: 'random' };
const computerChoice: GameChoice & { level: Level } = { ...friendChoice, level: 'beginner' };

function radio(name: string, value: string, checked: boolean, label: Node | string, onChange: () => void, hint?: string): HTMLElement {
  const input = h('input', { type: 'radio', name, value, checked, 'data-testid': `${name}-${value}` });
  input.addEventListener('change', onChange);
  return h('label', { class: 'choice' }, input, h('span', { class: 'choice-text' }, h('span', { class: 'choice-label' }, label), hint ? h('span', { class: 'choice-hint' }, hint) : null));
}

// Each form's radio groups and fields are named with its prefix ('' or 'computer-'), so that the two
// forms on the page neither share a group nor an id.

function variantField(prefix: string, choice: GameChoice, catalogue: Catalogue): HTMLElement {
  return h('fieldset', {}, h('legend', {}, catalogue.home.game),
    ...VARIANTS.map((variant) => radio(`${prefix}variant`, variant, choice.variant === variant, pick(catalogue.variants, variant) ?? variant,
      () => (choice.variant = variant), pick(catalogue.variantHints, variant))));
}

function timeField(prefix: string, choice: GameChoice, catalogue: Catalogue): HTMLElement {
  const home = catalogue.home;
  const name = `${prefix}time`;
  const minutes = h('input', { type: 'number', min: '0.05', max: '180', step: 'any', value: choice.minutes, inputmode: 'decimal', 'data-testid': `${prefix}custom-minutes`, id: `${prefix}custom-minutes` });
  const increment = h('input', { type: 'number', min: '0', max: '60', step: '1', value: choice.increment, inputmode: 'numeric', 'data-testid': `${prefix}custom-increment`, id: `${prefix}custom-increment` });
  minutes.addEventListener('input', () => (choice.minutes = minutes.value));
  increment.addEventListener('input', () => (choice.increment = increment.value));
  const custom = h('div', { class: 'custom-time', hidden: choice.time !== 'custom' },
    h('label', { for: minutes.id }, home.minutes), minutes,
    h('label', { for: increment.id }, home.increment), increment);
  const setTime = (value: string) => () => {
    choice.time = value;
    custom.hidden = value !== 'custom';
  };
  return h('fieldset', {}, h('legend', {}, home.time),
    h('div', { class: 'choices-inline' },
      radio(name, 'none', choice.time === 'none', home.noClock, setTime('none')),
      ...TIME_PRESETS.map((preset) => radio(name, preset.id, choice.time === preset.id, preset.id, setTime(preset.id))),
      radio(name, 'custom', choice.time === 'custom', home.custom, setTime('custom'))),
    custom);
}

function colourField(prefix: string, choice: GameChoice, catalogue: Catalogue): HTMLElement {
  const home = catalogue.home;
  return h('fieldset', {}, h('legend', {}, home.colour),
    h('div', { class: 'choices-inline' },
      ...(['first', 'second', 'random'] as const).map((color) => radio(`${prefix}color`, color, choice.color === color, home[color], () => (choice.color = color)))));
}

function levelField(prefix: string, choice: { level: Level }, catalogue: Catalogue): HTMLElement {
  return h('fieldset', {}, h('legend', {}, catalogue.home.level),
    h('div', { class: 'choices-inline' },
      ...LEVELS.map((level) => radio(`${prefix}level`, level, choice.level === level, catalogue.levels[level], () => (choice.level = level)))));
}

interface FormSpec {
  prefix: string;
  className: string;
  title: string;
  submitLabel: string;
  failed(why: string): string;
  fields: HTMLElement[];
  request(): ReturnType<typeof newGameRequest>;
}

/** A form that creates a game, keeps the seat secret like every other seat, and opens the game. */
function newGameForm(spec: FormSpec, navigate: (path: string) => void): HTMLElement {
  const home = t().home;
  const message = h('p', { class: 'form-error', role: 'alert', 'data-testid': `${spec.prefix}create-error` });
  const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-wide', 'data-testid': `${spec.prefix}create` }, spec.submitLabel);
  const form = h('form', { class: `card ${spec.className}`, 'data-testid': `${spec.className}-form` },
    h('h2', {}, spec.title), ...spec.fields, message, submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const request = spec.request();
    if (!request) {
      message.textContent = home.badTime;
      return;
    }
    submit.disabled = true;
    submit.textContent = home.creating;
    message.textContent = '';
    createGame(request)
      .then((created) => {
        storeSecret(created.game, created.secret);
        navigate(`/g/${created.game}`);
      })
      .catch((error: unknown) => {
        const code = error instanceof Error ? error.message : 'network';
        message.textContent = spec.failed(pick(t().errors, code) ?? code);
        submit.disabled = false;
        submit.textContent = spec.submitLabel;
      });
  });
  return form;
}

export function renderHome(root: HTMLElement, navigate: (path: string) => void): void {
  const catalogue = t();
  const home = catalogue.home;
  clear(root);
  const computer = 'computer-';
  const computerForm = newGameForm({
    prefix: computer,
    className: 'computer',
    title: home.computerTitle,
    submitLabel: home.computerCreate,
    failed: home.computerFailed,
    fields: [variantField(computer, computerChoice, catalogue), levelField(computer, computerChoice, catalogue),
      colourField(computer, computerChoice, catalogue), timeField(computer, computerChoice, catalogue)],
    request: () => newGameRequest(computerChoice, computerChoice.level),
  }, navigate);
  const friendForm = newGameForm({
    prefix: '',
    className: 'invite',
    title: home.inviteTitle,
    submitLabel: home.create,
    failed: home.createFailed,
    fields: [variantField('', friendChoice, catalogue), timeField('', friendChoice, catalogue), colourField('', friendChoice, catalogue)],
    request: () => newGameRequest(friendChoice),
  }, navigate);
  root.append(
    h('section', { class: 'page home', 'data-testid': 'home' },
      h('div', { class: 'intro' }, h('h1', {}, home.heading), h('p', {}, home.intro), h('p', {}, h('a', { href: '/rules', 'data-link': '' }, home.learnRules)),
        h('p', {}, h('a', { href: '/exercises', 'data-link': '', 'data-testid': 'home-exercises' }, home.practise))),
      computerForm,
      friendForm),
  );
}
