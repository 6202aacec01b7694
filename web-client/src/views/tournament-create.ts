// "Create a tournament" (issue 39), for a signed-in player: the kind (arena, round-robin, Swiss), the
// name, the game (the server's catalogue, nothing named here), the clock (minutes and increment, or
// for a round-robin or a Swiss days per move), an arena's length, a Swiss's rounds, when it starts
// (in N minutes, or for a round-robin or a Swiss when the organiser starts it), a round-robin's or a
// Swiss's rounds at once or at set times (every hour, day, week…), the most players,
// rated, listed or by link only. What is wrong is said beside its field before anything is sent
// (lib/tournament-form.ts); the server's refusals in the form's alert, in words.
import { h } from '../lib/dom';
import { api } from '../lib/api';
import { knownVariants } from '../lib/catalogue';
import { CORRESPONDENCE_DAYS } from '../lib/correspondence';
import { ARENA_MINUTES, MOST_PLAYERS, ROUND_INTERVALS, buildTournament, defaultForm, type FormField, type TournamentForm } from '../lib/tournament-form';
import { KINDS, readTournament, tournamentPath } from '../lib/tournaments';
import { gameTitle } from '../i18n';
import { correspondenceText } from '../i18n/correspondence-text';
import { tournamentText } from '../i18n/tournament-text';
import { refusalNodes } from './tournament-parts';

// The form as last typed, kept while the page lives (a change of language draws it again).
let kept: TournamentForm | null = null;

function radio(name: string, value: string, checked: boolean, label: string, onChange: () => void): HTMLElement {
  const input = h('input', { type: 'radio', name, value, checked, 'data-testid': `${name}-${value}` });
  input.addEventListener('change', onChange);
  return h('label', { class: 'choice t-chip' }, input, h('span', { class: 'choice-label' }, label));
}

/** The form; for a club's event, `club` (its id and, once known, its name): said at its top, no "listed" choice. */
export function createForm(navigate: (path: string) => void, club: { id: string; name: string | null } | null = null): HTMLElement {
  const words = tournamentText();
  const variants = knownVariants();
  const form: TournamentForm = kept ?? defaultForm(variants[0]?.name ?? 'petteia-6x6');
  kept = form;
  const errors = new Map<FormField, HTMLElement>();
  const inputs = new Map<FormField, HTMLElement>();
  const problem = (field: FormField) => {
    const note = h('p', { class: 'form-error t-field-error', id: `t-error-${field}`, 'data-testid': `t-error-${field}` });
    errors.set(field, note);
    return note;
  };
  const field = (key: FormField, label: string, input: HTMLInputElement | HTMLSelectElement, hint?: string) => {
    inputs.set(key, input);
    const hintId = hint ? `t-hint-${key}` : null;
    input.setAttribute('aria-describedby', [hintId, `t-error-${key}`].filter(Boolean).join(' '));
    return h('div', { class: 't-field', 'data-field': key }, h('label', { for: input.id }, label), input,
      hint ? h('p', { class: 'muted t-hint', id: hintId }, hint) : null, problem(key));
  };
  const numberInput = (key: FormField, value: string, min: number, max: number, set: (value: string) => void, step = '1') => {
    const input = h('input', { type: 'number', id: `t-${key}`, min, max, step, value, inputmode: step === '1' ? 'numeric' : 'decimal', 'data-testid': `t-${key}` });
    input.addEventListener('input', () => set(input.value));
    return input;
  };

  const name = h('input', { type: 'text', id: 't-name', maxlength: 60, autocomplete: 'off', value: form.name, 'data-testid': 't-name' });
  name.addEventListener('input', () => (form.name = name.value));
  const game = h('select', { id: 't-game', class: 't-select', 'data-testid': 't-game' },
    ...variants.map((entry) => h('option', { value: entry.name, selected: entry.name === form.variant }, gameTitle(entry.name))));
  game.addEventListener('change', () => (form.variant = game.value));
  const days = h('select', { id: 't-days', class: 't-select', 'data-testid': 't-days' },
    ...CORRESPONDENCE_DAYS.map((n) => h('option', { value: String(n), selected: String(n) === form.days }, correspondenceText().perMove(n))));
  days.addEventListener('change', () => (form.days = days.value));
  const duration = h('select', { id: 't-duration', class: 't-select', 'data-testid': 't-duration' },
    ...ARENA_MINUTES.map((n) => h('option', { value: String(n), selected: String(n) === form.duration }, words.durationChoice(n))));
  duration.addEventListener('change', () => (form.duration = duration.value));
  const maxPlayers = numberInput('maxPlayers', form.maxPlayers, 2, MOST_PLAYERS[form.kind], (value) => (form.maxPlayers = value));

  const paceGroup = h('div', { class: 'choices-inline t-pace' },
    radio('t-pace', 'clock', form.pace === 'clock', words.gameClock, () => set(() => (form.pace = 'clock'))),
    radio('t-pace', 'days', form.pace === 'days', correspondenceText().correspondence, () => set(() => (form.pace = 'days'))));
  const clockFields = h('div', { class: 't-pair' },
    field('minutes', words.minutes, numberInput('minutes', form.minutes, 0.5, 180, (value) => (form.minutes = value), 'any')),
    field('increment', words.increment, numberInput('increment', form.increment, 0, 60, (value) => (form.increment = value))));
  const daysField = field('days', correspondenceText().correspondence, days);
  const durationField = field('duration', words.duration, duration);
  const roundsField = field('rounds', words.rounds, numberInput('rounds', form.rounds, 3, 15, (value) => (form.rounds = value)), words.roundsHint);
  const startGroup = h('div', { class: 'choices-inline t-start-mode' },
    radio('t-start', 'in', form.start === 'in', words.startIn, () => set(() => (form.start = 'in'))),
    radio('t-start', 'organiser', form.start === 'organiser', words.startByMe, () => set(() => (form.start = 'organiser'))));
  const startsInField = field('startsIn', words.startIn, numberInput('startsIn', form.startsIn, 0, 20160, (value) => (form.startsIn = value)), words.startInHint);
  const roundEvery = h('select', { id: 't-roundEvery', class: 't-select', 'data-testid': 't-roundEvery' },
    h('option', { value: '', selected: form.roundEvery === '' }, words.roundEveryChoice(null)),
    ...ROUND_INTERVALS.map((n) => h('option', { value: String(n), selected: String(n) === form.roundEvery }, words.roundEveryChoice(n))));
  roundEvery.addEventListener('change', () => (form.roundEvery = roundEvery.value));
  const roundEveryField = field('roundEvery', words.roundEvery, roundEvery, words.roundEveryHint);
  const maxHint = h('p', { class: 'muted t-hint', id: 't-hint-maxPlayers' });
  const playersField = field('maxPlayers', words.maxPlayers, maxPlayers);
  playersField.insertBefore(maxHint, errors.get('maxPlayers') ?? null);
  maxPlayers.setAttribute('aria-describedby', 't-hint-maxPlayers t-error-maxPlayers');

  /** What is shown follows the kind and the choices: an arena has a length, a Swiss rounds, neither days nor "when I start it". */
  const showFor = () => {
    const arena = form.kind === 'arena';
    paceGroup.hidden = arena;
    const days = !arena && form.pace === 'days';
    clockFields.hidden = days;
    daysField.hidden = !days;
    durationField.hidden = !arena;
    roundsField.hidden = form.kind !== 'swiss';
    startGroup.hidden = arena;
    startsInField.hidden = !arena && form.start === 'organiser';
    roundEveryField.hidden = arena;
    const most = MOST_PLAYERS[form.kind];
    maxPlayers.setAttribute('max', String(most));
    maxHint.textContent = words.maxPlayersHint(most);
  };
  function set(apply: () => void): void {
    apply();
    showFor();
  }
  const kinds = h('fieldset', { class: 't-kinds' }, h('legend', {}, words.kind),
    h('div', { class: 'choices-inline' }, ...KINDS.map((kind) => radio('t-kind', kind, form.kind === kind, words.kinds[kind], () => set(() => {
      form.kind = kind;
      // A round-robin takes at most 30: the number offered follows.
      if (Number(form.maxPlayers) > MOST_PLAYERS[kind]) maxPlayers.value = form.maxPlayers = String(MOST_PLAYERS[kind]);
    })))));
  const rated = h('input', { type: 'checkbox', checked: form.rated, 'data-testid': 't-rated' });
  rated.addEventListener('change', () => (form.rated = rated.checked));
  const listed = h('input', { type: 'checkbox', checked: form.listed, 'data-testid': 't-listed', 'aria-describedby': 't-hint-listed' });
  listed.addEventListener('change', () => (form.listed = listed.checked));
  const alert = h('p', { class: 'form-error', role: 'alert', 'data-testid': 't-create-error' });
  const listedChoice = h('label', { class: 'choice' }, listed, words.listedChoice);
  const listedHint = h('p', { class: 'muted t-hint', id: 't-hint-listed' }, words.listedHint);
  listedChoice.hidden = listedHint.hidden = club !== null;
  const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-wide', 'data-testid': 't-create' }, words.submit);
  const element = h('form', { class: 't-create', 'data-testid': 't-create-form', novalidate: true },
    club ? h('p', { class: 't-club-note', 'data-testid': 't-club-note' }, words.clubEvent(club.name)) : null,
    kinds,
    field('name', words.name, name, words.nameHint),
    h('div', { class: 't-field' }, h('label', { for: game.id }, words.game), game),
    h('fieldset', { class: 't-clock' }, h('legend', {}, words.clock), paceGroup, clockFields, daysField),
    durationField, roundsField,
    h('fieldset', { class: 't-when' }, h('legend', {}, words.start), startGroup, startsInField, roundEveryField),
    playersField,
    h('label', { class: 'choice' }, rated, words.ratedChoice),
    listedChoice, listedHint,
    alert, submit);
  showFor();

  element.addEventListener('submit', (event) => {
    event.preventDefault();
    const built = buildTournament(form, club?.id ?? null);
    for (const [key, note] of errors) {
      const wrong = !built.ok && built.problems.includes(key);
      note.textContent = wrong ? words.problems[key] : '';
      inputs.get(key)?.setAttribute('aria-invalid', String(wrong));
    }
    if (!built.ok) {
      alert.textContent = words.fixFields;
      inputs.get(built.problems[0] as FormField)?.focus();
      return;
    }
    alert.replaceChildren();
    submit.disabled = true;
    submit.textContent = words.creating;
    api<unknown>('POST', '/api/tournaments', built.body).then((answer) => {
      const made = readTournament(answer);
      kept = null;
      navigate(made ? tournamentPath(made.id) : '/tournaments');
    }, (error: unknown) => {
      alert.replaceChildren(...refusalNodes(error, words));
      submit.disabled = false;
      submit.textContent = words.submit;
    });
  });
  return element;
}
