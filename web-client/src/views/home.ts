// Home: the games in progress of this browser first, then one "Play" button that opens the choices
// — the game as cards (game-cards.ts), the clock, the colour, the computer's level — set as last
// time, with the two start buttons (the computer, a friend) held at the window's foot: a game is
// two taps away, and any choice one more. Under them, the lobby (strangers) and the live games to
// watch. Rules and exercises are one tap away below; the next tournaments last.
import { h, clear } from '../lib/dom';
import { secretFor, setting, storeSecret, storeSetting, storedUnder } from '../lib/storage';
import { TIME_PRESETS } from '../lib/variants';
import { knownVariants } from '../lib/catalogue';
import { LOCAL_SETUP_PREFIX, newLocalId } from '../lib/local-game-id';
import { LEVELS, createGame, newGameRequest, type Colour } from '../lib/new-game';
import { SETTINGS_KEY, readSettings, writeSettings, type GameSettings, type Opponent } from '../lib/game-settings';
import { SUMMARY_PREFIX, finishedGames, type GameInProgress } from '../lib/games-in-progress';
import { refreshGameStates } from '../lib/game-states';
import { finishedText } from '../i18n/home-finished-text';
import { refreshAccount, signedInHint } from '../lib/account';
import { yourGames } from '../lib/your-games';
import { gameCards } from './game-cards';
import { gameTitle, t, pick } from '../i18n';
import type { Catalogue } from '../i18n/en';
import { lobbyLinkText } from '../i18n/lobby-link-text';
import { watchLinkText } from '../i18n/watch-link-text';
import { correspondenceText } from '../i18n/correspondence-text';
import { CORRESPONDENCE_DAYS } from '../lib/correspondence';
import { gamesInPlayList } from './games-in-play';
import { dailyExerciseCard } from './daily-exercise';

// Whether the Play panel is open, kept while the page lives (a change of language redraws Home).
let playOpen = false;

function radio(name: string, value: string, checked: boolean, label: string, onChange: () => void): HTMLElement {
  const input = h('input', { type: 'radio', name, value, checked, 'data-testid': `${name}-${value}` });
  input.addEventListener('change', onChange);
  return h('label', { class: 'choice' }, input, h('span', { class: 'choice-text' }, h('span', { class: 'choice-label' }, label)));
}

function timeLabel(catalogue: Catalogue, settings: GameSettings): string {
  if (settings.time === 'none') return catalogue.home.noClock;
  if (settings.time === 'custom') return `${settings.minutes}+${settings.increment}`;
  if (settings.time === 'days') return correspondenceText().perMoveShort(Number(settings.days));
  return settings.time;
}

/** "Petteia 6×6 · 5+0 · Random · Beginner": the settings the two buttons will use. */
function settingsSummary(catalogue: Catalogue, settings: GameSettings): string {
  const home = catalogue.home;
  return [gameTitle(settings.variant), timeLabel(catalogue, settings),
    home.colourShort[settings.color], home.levelShort(catalogue.levels[settings.level])].join(' · ');
}

function settingsFields(catalogue: Catalogue, settings: GameSettings, changed: () => void): HTMLElement[] {
  const home = catalogue.home;
  const set = (apply: () => void) => () => {
    apply();
    changed();
  };
  const minutes = h('input', { type: 'number', min: '0.05', max: '180', step: 'any', value: settings.minutes, inputmode: 'decimal', 'data-testid': 'custom-minutes', id: 'custom-minutes' });
  const increment = h('input', { type: 'number', min: '0', max: '60', step: '1', value: settings.increment, inputmode: 'numeric', 'data-testid': 'custom-increment', id: 'custom-increment' });
  minutes.addEventListener('input', set(() => (settings.minutes = minutes.value)));
  increment.addEventListener('input', set(() => (settings.increment = increment.value)));
  const custom = h('div', { class: 'custom-time', hidden: settings.time !== 'custom' },
    h('label', { for: minutes.id }, home.minutes), minutes,
    h('label', { for: increment.id }, home.increment), increment);
  // Days per move (correspondence): a friend's game at one's own pace.
  const pace = correspondenceText();
  const daysSelect = h('select', { id: 'days-per-move', 'data-testid': 'days-per-move' },
    ...CORRESPONDENCE_DAYS.map((days) => h('option', { value: String(days), selected: String(days) === settings.days }, pace.perMove(days))));
  daysSelect.addEventListener('change', set(() => (settings.days = daysSelect.value)));
  const daysField = h('div', { class: 'custom-time', hidden: settings.time !== 'days' },
    h('label', { for: daysSelect.id }, pace.correspondence), daysSelect);
  const setTime = (value: string) => set(() => {
    settings.time = value;
    custom.hidden = value !== 'custom';
    daysField.hidden = value !== 'days';
  });
  return [
    gameCards({ catalogue, entries: knownVariants(), chosen: settings.variant, choose: (variant) => set(() => (settings.variant = variant))() }),
    h('fieldset', {}, h('legend', {}, home.time),
      h('div', { class: 'choices-inline' },
        radio('time', 'none', settings.time === 'none', home.noClock, setTime('none')),
        ...TIME_PRESETS.map((preset) => radio('time', preset.id, settings.time === preset.id, preset.id, setTime(preset.id))),
        radio('time', 'custom', settings.time === 'custom', home.custom, setTime('custom')),
        radio('time', 'days', settings.time === 'days', pace.correspondence, setTime('days'))),
      custom, daysField),
    h('fieldset', {}, h('legend', {}, home.colour),
      h('div', { class: 'choices-inline' },
        ...(['first', 'second', 'random'] as const).map((color: Colour) => radio('color', color, settings.color === color, home[color], set(() => (settings.color = color)))))),
    h('fieldset', {}, h('legend', {}, home.level),
      h('div', { class: 'choices-inline' },
        ...LEVELS.map((level) => radio('level', level, settings.level === level, catalogue.levels[level], set(() => (settings.level = level)))))),
  ];
}

/** The last games of this browser that ended, with their outcome, under "Finished". */
function finishedList(catalogue: Catalogue, games: GameInProgress[]): HTMLElement | null {
  if (games.length === 0) return null;
  const words = finishedText();
  return h('section', { class: 'in-progress finished', 'aria-labelledby': 'finished-title' },
    h('h2', { id: 'finished-title' }, words.heading),
    h('ul', { class: 'game-list' }, ...games.map(({ game, summary }) => {
      const result = summary.result;
      const outcome = result?.state === 'win' ? (result.winner === summary.side ? 'won' : 'lost') : result?.state === 'draw' ? 'draw' : 'aborted';
      const reason = pick(catalogue.game.reasons, result?.reason ?? undefined);
      const person = summary.stranger ? catalogue.account.stranger : catalogue.account.friend;
      const opponent = summary.computer ? catalogue.account.computer(pick(catalogue.levels, summary.computer) ?? summary.computer) : person;
      return h('li', {}, h('a', { class: 'game-link', href: `/g/${game}`, 'data-link': '', 'data-testid': `finished-${game}`, 'data-outcome': outcome },
        h('span', { class: `turn outcome-${outcome}` }, reason ? `${words.outcome[outcome]} · ${reason}` : words.outcome[outcome]),
        h('span', { class: 'exercise-meta' }, `${gameTitle(summary.variant)}, ${catalogue.account.against(opponent)}`)));
    })));
}

/** Play: the opponent's two buttons first, the settings folded under them. */
function playCard(catalogue: Catalogue, navigate: (path: string) => void): HTMLElement {
  const home = catalogue.home;
  const settings = readSettings(setting(SETTINGS_KEY), knownVariants().map((entry) => entry.name));
  const summary = h('span', { class: 'settings-summary', 'data-testid': 'settings-summary' }, settingsSummary(catalogue, settings));
  const remember = () => {
    storeSetting(SETTINGS_KEY, writeSettings(settings));
    summary.textContent = settingsSummary(catalogue, settings);
  };
  const message = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'create-error' });
  const start = (opponent: Opponent, label: string) =>
    h('button', {
      type: 'submit', class: `btn btn-wide ${settings.opponent === opponent ? 'btn-primary' : 'btn-secondary'}`,
      'data-opponent': opponent, 'data-testid': `start-${opponent}`,
    }, label);
  const buttons = { computer: start('computer', home.playComputer), friend: start('friend', home.inviteFriend) };
  // The choices in view (the game first, as cards); the start buttons and what they will use stay
  // at the window's foot while the choices are scrolled (styles.css: sticky), so each choice is one
  // tap from a game.
  const settingsBlock = h('div', { class: 'settings', 'data-testid': 'settings' }, ...settingsFields(catalogue, settings, remember));
  const panel = h('form', { class: 'play-panel', id: 'play-panel', hidden: !playOpen, 'aria-label': home.play },
    settingsBlock, message,
    h('div', { class: 'start-bar' }, summary, h('div', { class: 'start-buttons' }, buttons.computer, buttons.friend)));
  panel.addEventListener('submit', (event) => {
    event.preventDefault();
    const opponent = ((event as SubmitEvent).submitter?.dataset['opponent'] ?? settings.opponent) as Opponent;
    const request = newGameRequest(settings, opponent === 'computer' ? settings.level : undefined);
    if (!request) {
      message.textContent = home.badTime;
      message.scrollIntoView({ block: 'nearest' });
      return;
    }
    settings.opponent = opponent;
    remember();
    const button = buttons[opponent];
    const label = button.textContent;
    for (const one of Object.values(buttons)) one.disabled = true;
    button.textContent = home.creating;
    message.textContent = '';
    createGame(request)
      .then((created) => {
        storeSecret(created.game, created.secret);
        navigate(`/g/${created.game}`);
      })
      .catch((error: unknown) => {
        const code = error instanceof Error ? error.message : 'network';
        if (code === 'network' && opponent === 'computer') {
          // No network: the computer plays in this browser instead (views/game-local.ts makes the game
          // of this request; the service worker kept the engine).
          const game = newLocalId(Math.random);
          storeSetting(LOCAL_SETUP_PREFIX + game, JSON.stringify(request));
          return navigate(`/g/${game}`);
        }
        const why = pick(t().errors, code) ?? code;
        message.textContent = opponent === 'computer' ? home.computerFailed(why) : home.createFailed(why);
        for (const one of Object.values(buttons)) one.disabled = false;
        button.textContent = label;
      });
  });
  const play = h('button', {
    type: 'button', class: 'btn btn-primary btn-wide btn-play', 'aria-expanded': String(playOpen), 'aria-controls': panel.id, 'data-testid': 'play',
  }, home.play);
  play.addEventListener('click', () => {
    playOpen = !playOpen;
    panel.hidden = !playOpen;
    play.setAttribute('aria-expanded', String(playOpen));
    // The keyboard goes to the choice last made, so that Enter starts the same kind of game again.
    if (playOpen) buttons[settings.opponent].focus();
  });
  // Strangers: the lobby's quick pairing and open challenges, a tap away whether Play is open or not.
  const lobby = h('a', { class: 'btn btn-secondary btn-wide home-lobby', href: '/lobby', 'data-link': '', 'data-testid': 'home-lobby' }, lobbyLinkText().link);
  // Beside it, the games strangers are playing now, to watch.
  const watch = h('a', { class: 'home-watch', href: '/watch', 'data-link': '', 'data-testid': 'home-watch' }, watchLinkText().link);
  return h('section', { class: 'play-card card' }, play, panel, lobby, watch);
}

export function renderHome(root: HTMLElement, navigate: (path: string) => void): void {
  const catalogue = t();
  const home = catalogue.home;
  clear(root);
  const hasSecret = (game: string) => secretFor(game) !== null;
  const inProgress = h('div', { class: 'in-progress-slot' });
  // Signed in: the challenges waiting for an answer come first (hidden while there are none; their
  // code is fetched only then, off the first load).
  const challenges = h('div', { class: 'in-progress-slot' });
  if (signedInHint()) void import('./challenges-list').then((list) => challenges.replaceChildren(list.challengesList()));
  const finished = h('div', { class: 'in-progress-slot' });
  // The next tournaments, under everything else (their code fetched after Home is drawn).
  const tournaments = h('div', { class: 'in-progress-slot' });
  void import('./home-tournaments').then((section) => section.fillHomeTournaments(tournaments), () => undefined);
  // This browser's notes (the game page's, and the server's answers below), with the account's list.
  const draw = () => {
    inProgress.replaceChildren(...[gamesInPlayList(catalogue, yourGames())].filter((node) => node !== null));
    finished.replaceChildren(...[finishedList(catalogue, finishedGames(storedUnder(SUMMARY_PREFIX), hasSecret, 4))].filter((node) => node !== null));
  };
  draw();
  // Where this browser's games stand now (a game may have ended while the player was away).
  void refreshGameStates().then((changed) => {
    if (changed && inProgress.isConnected) draw();
  });
  // Signed in: the account's list says whose move it is now, and names the games of other devices.
  if (signedInHint()) {
    void refreshAccount().then(() => {
      if (inProgress.isConnected) draw();
    });
  }
  root.append(
    h('section', { class: 'page home', 'data-testid': 'home' },
      h('h1', {}, home.heading),
      challenges,
      inProgress,
      playCard(catalogue, navigate),
      finished,
      h('nav', { class: 'home-links', 'aria-label': home.learn },
        h('a', { class: 'tile', href: '/rules', 'data-link': '', 'data-testid': 'home-rules' }, h('span', { class: 'tile-title' }, catalogue.nav.rules), h('span', { class: 'tile-hint' }, home.rulesHint)),
        h('a', { class: 'tile', href: '/exercises', 'data-link': '', 'data-testid': 'home-exercises' }, h('span', { class: 'tile-title' }, catalogue.nav.exercises), h('span', { class: 'tile-hint' }, home.exercisesHint)),
        h('a', { class: 'tile tile-wide', href: '/viewer', 'data-link': '', 'data-testid': 'home-viewer' }, h('span', { class: 'tile-title' }, catalogue.viewer.title), h('span', { class: 'tile-hint' }, catalogue.viewer.hint))),
      h('p', { class: 'intro muted' }, home.intro),
      // The next tournaments first: a site arena's countdown is announced in a phone's first screen (issue 39).
      tournaments,
      dailyExerciseCard()),
  );
}
