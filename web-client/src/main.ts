// The page: header, a router over the History API, and the current view.
import './styles.css';
import './styles/board.css';
import './styles/reading.css';
import './styles/game-foot.css';
import { h, clear } from './lib/dom';
import { unlockAudio } from './lib/sound';
import { initLanguage, language, languageNames, languages, onLanguageChange, setLanguage, t } from './i18n';
import { renderHome } from './views/home';
import { mountGame } from './views/game';
import { renderNotFound } from './views/not-found';
import { account, onAccountChange, refreshAccount, signedInAsFarAsKnown } from './lib/account';
import { gamesWaiting } from './lib/your-games';
import { GAMES_CHANGED, gamesChanged } from './lib/games-in-progress';
import { refreshGameStates } from './lib/game-states';
import { variantCatalogue } from './lib/catalogue';
import { applyTheme, chooseTheme, nextTheme, themeChoice, watchDeviceTheme } from './lib/theme';
import { lobbyLinkText } from './i18n/lobby-link-text';
import { watchLinkText } from './i18n/watch-link-text';
import { tournamentLinkText } from './i18n/tournament-link-text';
import { registerServiceWorker } from './lib/service-worker';

// The theme first, before anything is drawn: no flash of the light page on a dark device.
applyTheme();
watchDeviceTheme();

// The viewer, the rules and sources pages, the answers page and the lobby are not needed to draw Home or
// a game (the account's pages too, since issue 38): each is its own chunk, loaded when first opened
// (dynamic import()), so that the first load stays small
// (scripts/size.mjs holds the first load and each such chunk to a budget of its own).
interface View {
  destroy?(): void;
  relabel?(): void;
  /** False when the player chose to stay (a running timed game asks before it is left). */
  mayLeave?(): boolean;
}

const app = document.getElementById('app') as HTMLElement;
const header = h('header', { class: 'site-header' });
const outlet = h('main', { id: 'main', class: 'outlet', tabindex: -1 });
let current: View = {};
let firstRoute = true;
let shownPath = window.location.pathname; // the page on screen, to return to when Back is refused
let routeCount = 0; // a page that finishes loading after another navigation is not shown

export function navigate(path: string): void {
  if (path !== window.location.pathname && current.mayLeave && !current.mayLeave()) return;
  if (path !== window.location.pathname) window.history.pushState(null, '', path);
  route();
}

function setTitle(title: string): void {
  document.title = title;
}

/** On a phone the links fold behind this button, so that the header is one row (styles.css). */
function menuButton(label: string): HTMLElement {
  const button = h('button', { type: 'button', class: 'menu-btn', 'aria-expanded': 'false', 'aria-controls': 'site-nav', 'data-testid': 'menu' },
    h('span', { class: 'menu-icon', 'aria-hidden': 'true' }), h('span', { class: 'menu-label' }, label));
  const setOpen = (open: boolean) => {
    header.classList.toggle('menu-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => setOpen(!header.classList.contains('menu-open')));
  return button;
}

/** The theme switch, in the links (folded behind the menu on a phone): auto, dark, light in turn. */
function themeButton(): HTMLElement {
  const nav = t().nav;
  const choice = themeChoice();
  return h('button', {
    type: 'button', class: 'nav-link theme-btn', 'data-testid': 'theme', 'data-theme-choice': choice,
    'aria-label': nav.themeLabel(nav.themes[choice]), title: nav.themeLabel(nav.themes[choice]),
    onclick: () => {
      chooseTheme(nextTheme(choice));
      renderHeader();
      header.querySelector<HTMLElement>('[data-testid="theme"]')?.focus();
    },
  }, h('span', { 'aria-hidden': 'true' }, { auto: '◐', dark: '☾', light: '☀' }[choice]), ' ', nav.themes[choice]);
}

// How many games wait for the player's move, beside the brand on every page (phones included: it is
// outside the folded menu), a link to Home's list. Counted again whenever what is known of the games
// changes: a game page's note, Home's or the account's refresh, another tab (the storage event).
const turnBadge = h('a', { class: 'turn-badge', href: '/', 'data-link': '', 'data-testid': 'turn-badge', hidden: true });
function countTurns(): void {
  const count = gamesWaiting();
  const label = t().nav.gamesWaiting(count);
  turnBadge.hidden = count === 0;
  turnBadge.textContent = String(count);
  turnBadge.setAttribute('aria-label', label);
  turnBadge.title = label;
}
window.addEventListener(GAMES_CHANGED, countTurns);
window.addEventListener('storage', countTurns);
// Back to a tab left open: where its games stand now (refreshGameStates tells GAMES_CHANGED).
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void refreshGameStates();
});

function renderHeader(): void {
  countTurns();
  header.classList.remove('menu-open');
  const catalogue = t();
  clear(header);
  const path = window.location.pathname;
  const link = (href: string, label: string, testid?: string) =>
    h('a', { href, 'data-link': '', class: 'nav-link', 'data-testid': testid, 'aria-current': path === href ? 'page' : null }, label);
  // Until the server has answered who is signed in, the browser's hint that it was stands in for the
  // answer: a page loaded while signed in shows "Account" at once, not "Sign in" for a moment.
  const signedIn = signedInAsFarAsKnown();
  header.append(
    h('a', { class: 'skip-link', href: '#main' }, catalogue.nav.main),
    h('a', { class: 'brand', href: '/', 'data-link': '' }, h('span', { class: 'brand-mark', 'aria-hidden': 'true' }), h('span', { class: 'brand-name' }, catalogue.appName)),
    turnBadge,
    menuButton(catalogue.nav.menu),
    h('nav', { class: 'nav', id: 'site-nav', 'aria-label': catalogue.nav.main },
      // Where a player goes from any page (issue 40): Play, the lobby, live games, exercises and the viewer first.
      link('/', catalogue.nav.home, 'nav-play'), link('/lobby', lobbyLinkText().title, 'nav-lobby'), link('/watch', watchLinkText().title, 'nav-watch'),
      link('/exercises', catalogue.nav.exercises, 'nav-exercises'), link('/viewer', catalogue.nav.viewer, 'nav-viewer'),
      link('/tournaments', tournamentLinkText().title, 'nav-tournaments'), signedIn && link('/clubs', tournamentLinkText().clubs, 'nav-clubs'), link('/rules', catalogue.nav.rules), link('/sources', catalogue.nav.sources),
      signedIn ? link('/account', catalogue.nav.account, 'nav-account') : link('/signin', catalogue.nav.signIn, 'nav-signin'),
      themeButton()),
    h('div', { class: 'lang', role: 'group', 'aria-label': catalogue.nav.language },
      ...languages.map((code) =>
        h('button', {
          type: 'button', class: 'lang-btn', lang: code, 'aria-pressed': String(language() === code), 'data-testid': `lang-${code}`,
          title: languageNames[code],
          onclick: () => {
            void setLanguage(code).then(() => {
              // The header and the page were drawn again: the keyboard stays on the language switch.
              header.querySelector<HTMLElement>(`[data-testid="lang-${code}"]`)?.focus();
            });
          },
        }, code.toUpperCase()))),
  );
}

function route(): void {
  routeCount++;
  playerEvents?.pageChanged();
  shownPath = window.location.pathname;
  current.destroy?.();
  current = {};
  renderHeader();
  const path = window.location.pathname;
  const catalogue = t();
  const game = /^\/g\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  const exercise = /^\/exercises\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  const player = /^\/@\/([^/]{1,400})\/?$/.exec(path);
  const tournament = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  const club = /^\/c\/([A-Za-z0-9_-]{1,64})(?:\/pupils\/([^/]{1,400}))?\/?$/.exec(path);
  if (path === '/') {
    setTitle(catalogue.appName);
    renderHome(outlet, navigate);
    current = { relabel: () => renderHome(outlet, navigate) };
  } else if (game) {
    setTitle(catalogue.appName);
    current = mountGame(outlet, game[1] as string, { navigate, setTitle });
  } else if (path === '/exercises' || path === '/exercises/') {
    setTitle(`${catalogue.exercises.title} — ${catalogue.appName}`);
    lazyPage(() => import('./views/exercises').then((page) => () => new page.ExerciseListView(outlet)));
  } else if (exercise) {
    setTitle(`${catalogue.exercises.heading} — ${catalogue.appName}`);
    lazyPage(() => import('./views/exercise').then((page) => () => page.mountExercise(outlet, exercise[1] as string, { setTitle })));
  } else if (path === '/signin' || path === '/signup') {
    const signUp = path === '/signup';
    setTitle(`${signUp ? catalogue.account.signUpTitle : catalogue.account.signInTitle} — ${catalogue.appName}`);
    lazyPage(() => import('./views/account').then((page) => () => {
      (signUp ? page.renderSignUp : page.renderSignIn)(outlet, navigate);
      return {};
    }));
  } else if (path === '/account') {
    setTitle(`${catalogue.account.title} — ${catalogue.appName}`);
    lazyPage(() => import('./views/account').then((page) => () => page.renderAccount(outlet, navigate)));
  } else if (path === '/viewer' || path === '/viewer/') {
    setTitle(`${catalogue.viewer.title} — ${catalogue.appName}`);
    const game = new URLSearchParams(window.location.search).get('game');
    lazyPage(() => import('./views/viewer').then((page) => () => page.mountViewer(outlet, game, { setTitle, navigate })));
    return;
  } else if (path === '/rules' || path === '/rules/') {
    setTitle(`${catalogue.nav.rules} — ${catalogue.appName}`);
    lazyPage(() => import('./views/text-pages').then(async (page) => { await page.rulesReady(); return () => page.mountRules(outlet, { setTitle }); }));
    return;
  } else if (path === '/sources' || path === '/sources/') {
    setTitle(`${catalogue.nav.sources} — ${catalogue.appName}`);
    lazyPage(() => import('./views/text-pages').then(async (page) => { await page.rulesReady(); return () => page.mountSources(outlet, { setTitle }); }));
    return;
  } else if (path === '/lobby' || path === '/lobby/') {
    setTitle(`${lobbyLinkText().title} — ${catalogue.appName}`);
    lazyPage(() => import('./views/lobby').then((page) => () => page.mountLobby(outlet, { navigate, setTitle })));
    return;
  } else if (path === '/watch' || path === '/watch/') {
    setTitle(`${watchLinkText().title} — ${catalogue.appName}`);
    lazyPage(() => import('./views/watch').then((page) => () => page.mountWatch(outlet, { setTitle })));
    return;
  } else if (path === '/tournaments' || path === '/tournaments/') {
    setTitle(`${tournamentLinkText().title} — ${catalogue.appName}`);
    lazyPage(() => import('./views/tournaments').then((page) => () => page.mountTournaments(outlet, { navigate, setTitle })));
    return;
  } else if (tournament) {
    setTitle(`${tournamentLinkText().title} — ${catalogue.appName}`);
    lazyPage(() => import('./views/tournament').then((page) => () => page.mountTournament(outlet, tournament[1] as string, { navigate, setTitle })));
    return;
  } else if (path === '/clubs' || path === '/clubs/') {
    setTitle(`${tournamentLinkText().clubs} — ${catalogue.appName}`);
    lazyPage(() => import('./views/clubs').then((page) => () => page.mountClubs(outlet, { navigate, setTitle })));
    return;
  } else if (club) {
    setTitle(`${tournamentLinkText().clubs} — ${catalogue.appName}`);
    const [, id, pupil] = club as unknown as [string, string, string | undefined];
    lazyPage(() => (pupil ? import('./views/pupil-progress').then((page) => () => page.mountPupilProgress(outlet, id, pupil, { navigate, setTitle }))
      : import('./views/club').then((page) => () => page.mountClub(outlet, id, { navigate, setTitle }))));
    return;
  } else if (player) {
    setTitle(catalogue.appName);
    lazyPage(() => import('./views/profile').then((page) => () => page.mountProfile(outlet, player[1] as string, { setTitle, navigate })));
    return;
  } else if (path === '/grec/answers' || path === '/grec/answers/') {
    setTitle(catalogue.appName);
    lazyPage(() => import('./views/answers').then((page) => () => page.mountAnswers(outlet, { setTitle })));
    return;
  } else {
    setTitle(catalogue.notFound.pageTitle);
    renderNotFound(outlet, 'page');
  }
  settle(!firstRoute);
}

/** After a page is drawn: at its top (or at the address's #anchor), the keyboard on its heading after a navigation. */
function settle(focusHeading: boolean): void {
  const anchor = window.location.hash.length > 1 ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  // After a navigation inside the page, screen readers and keyboards start from the new heading.
  if (focusHeading) {
    const heading = outlet.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }
  firstRoute = false;
}

/**
 * A page of its own chunk: "Loading…" until its module arrives, then mounted and drawn like the others
 * — unless the reader has gone on to another page meanwhile (it is then not mounted at all).
 */
function lazyPage(load: () => Promise<() => View>): void {
  const count = routeCount;
  const focusHeading = !firstRoute;
  outlet.replaceChildren(h('p', { class: 'muted page-loading', role: 'status', 'data-testid': 'page-loading' }, t().nav.loading));
  window.scrollTo(0, 0);
  load().then((mount) => {
    if (count !== routeCount) return;
    current = mount();
    settle(focusHeading);
  }, () => {
    if (count !== routeCount) return;
    outlet.replaceChildren(h('div', { class: 'page' },
      h('p', { class: 'form-error', role: 'alert', 'data-testid': 'page-load-failed' }, t().nav.loadFailed),
      h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => route() }, t().nav.retry)));
  });
}

// Greek's catalogue is fetched (a chunk of its own) before the first page is drawn in Greek.
const languageReady = initLanguage();
app.append(header, outlet);
// Escape folds the phone's menu and gives the keyboard back to its button.
header.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !header.classList.contains('menu-open')) return;
  header.classList.remove('menu-open');
  const button = header.querySelector<HTMLElement>('.menu-btn');
  button?.setAttribute('aria-expanded', 'false');
  button?.focus();
});
document.addEventListener('click', (event) => {
  const anchor = (event.target as Element).closest?.('a[data-link]');
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(anchor.getAttribute('href') ?? '/');
});
// Until the first gesture the browser keeps the page silent; unlockAudio does nothing once sound runs.
document.addEventListener('pointerdown', unlockAudio, { capture: true, passive: true });
document.addEventListener('keydown', unlockAudio, { capture: true, passive: true });
window.addEventListener('popstate', () => {
  if (window.location.pathname !== shownPath && current.mayLeave && !current.mayLeave()) {
    window.history.pushState(null, '', shownPath); // Back was pressed: the page stays, and so must its address
    return;
  }
  route();
});
onLanguageChange(() => {
  renderHeader();
  playerEvents?.relabel();
  if (current.relabel) current.relabel();
  else route();
});
onAccountChange(renderHeader);

// A signed-in player hears of their games on every page (issue 38): the events socket, its toasts and
// notifications, in a chunk of its own loaded once an account is signed in (a visitor never loads it).
type Presenter = import('./views/player-events').PlayerEventsPresenter;
let playerEvents: Presenter | null = null;
function followPlayerEvents(): void {
  if (playerEvents || !account()) return playerEvents?.accountChanged();
  void import('./views/player-events').then(({ PlayerEventsPresenter }) => {
    playerEvents ??= new PlayerEventsPresenter({
      shownGame: () => /^\/g\/([A-Za-z0-9_-]{1,64})\/?$/.exec(window.location.pathname)?.[1] ?? null,
      navigate,
      // Both asked, then counted again: the account's list and this browser's notes each say whose
      // move it is, and whichever answered first must not leave the badge on its stale half.
      gamesMayHaveChanged: () => void Promise.all([refreshAccount(), refreshGameStates()]).then(gamesChanged),
      signedIn: () => Boolean(account()),
    });
    playerEvents.accountChanged();
  }, () => undefined);
}
onAccountChange(followPlayerEvents);
// The games' titles, pieces and square names are the server's catalogue: asked first, then the page
// is drawn. A slow answer (over two seconds) does not hold the page: it is drawn at once, with the
// games' names, and drawn again, like after a change of language, when the catalogue arrives.
let catalogueIn = false;
const catalogueAsked = variantCatalogue().then((entries) => {
  catalogueIn = entries.length > 0;
  return entries;
});
void Promise.all([languageReady, Promise.race([catalogueAsked, new Promise((resolve) => window.setTimeout(resolve, 2000))])]).then(() => {
  const late = !catalogueIn;
  route();
  void refreshAccount();
  if (late) void retryCatalogue();
});
// The app's shell kept for offline visits (src/sw/): after the page's load, never in its way.
registerServiceWorker();

/** Until the catalogue has answered (it is asked again after a failure), then the page is drawn again. */
async function retryCatalogue(): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const entries = await variantCatalogue();
    if (entries.length > 0) {
      renderHeader();
      if (current.relabel) current.relabel();
      else route();
      return;
    }
    await new Promise((resolve) => window.setTimeout(resolve, 2000));
  }
}
