// Every page of the site, as a reader can reach it, for the tests that visit them all (issue 40,
// deliverable 5: axe-core on every page, e2e/tests/axe-pages-*.mjs). The pages are those of the
// client's router (src/main.ts), each in a state worth reading: Home, its menu and its Play panel, a
// game against the computer (Petteia, Le Grec, Petteia chess; a newcomer's with its how-to), an
// invitation waiting for a friend, a game between two people and its report dialog, a finished game
// and its analysis, the lobby (seeking a game too), live games, a public profile, the account,
// exercises and one exercise, the rules, sources and answers pages, the viewer, tournaments and one
// tournament, clubs, a class and one pupil's progress, and the pages that are not found. A visitor's
// pages (Home, sign in, sign up) are read without the account.
//
// The site's state is made once per server (one file's tests share it): an account with its games,
// tournament and class, kept as a Playwright storage state (its cookie and its browser's notes, the
// seats' tokens among them), so that each (device, language, theme) reader opens it as its own.
import { repoDir } from './harness.mjs';
import { assert, createComputerGame, createInvitation, exerciseSet, playLine, signUpFromHome } from './helpers.mjs';

const PASSWORD = 'a long enough password';
const made = new Map(); // server url → the promise of its site

/**
 * The site's state on this server, made at the first call (later calls wait for the same). `newContext`
 * is a test's (its contexts close with that test: what is kept is the storage state and the ids).
 */
export function siteOn(server, newContext) {
  if (!made.has(server.url)) made.set(server.url, makeSite(server.url, newContext));
  return made.get(server.url);
}

async function makeSite(url, newContext) {
  const stamp = String(Date.now() % 1_000_000);
  const ownerName = `Axe${stamp}o`;
  const friendName = `Axe${stamp}f`;
  const ownerContext = await newContext();
  const friendContext = await newContext();
  // Made while the other file's readers load the machine's two cores: a lazy page took over 10 s once.
  for (const context of [ownerContext, friendContext]) context.setDefaultTimeout(30_000);
  const owner = await ownerContext.newPage();
  const friend = await friendContext.newPage();
  await signUpFromHome(owner, url, ownerName, PASSWORD);
  await signUpFromHome(friend, url, friendName, PASSWORD);

  // Untimed games: nothing moves on them while they are read, and leaving them asks nothing.
  const computer = gameId(await createComputerGame(owner, url, { time: 'none' }));
  // The other games' boards too: Le Grec's, and Petteia chess's pieces drawn with their art.
  const grec = gameId(await createComputerGame(owner, url, { variant: 'grec', time: 'none' }));
  const chess = gameId(await createComputerGame(owner, url, { variant: 'petteia-chess', time: 'none' }));
  const waiting = gameId(await createInvitation(owner, url, { time: 'none' }));
  const twoPeople = await gameWithFriend(owner, friend, url, ['B1-B2', 'B6-B5']);
  const finished = await gameWithFriend(owner, friend, url, ['B1-B3', 'A6-A2']);
  await owner.getByTestId('ask-resign').click();
  await owner.getByTestId('resign').click();
  await owner.getByTestId('end-result').waitFor();

  const tournament = await makeTournament(owner, url);
  const { classPath, pupil } = await makeClass(owner, url);
  const [exercise] = await exerciseSet(repoDir);
  const storageState = await ownerContext.storageState();
  return {
    storageState,
    signedIn: [
      { name: 'Home', path: '/', ready: '[data-testid="home"]' },
      { name: 'Home, the menu open', path: '/', ready: '[data-testid="home"]', open: '[data-testid="menu"]', opened: '#site-nav a', devices: ['phone'] },
      { name: 'Home, the Play panel', path: '/', ready: '[data-testid="home"]', open: '[data-testid="play"]', opened: '[data-testid="start-computer"]' },
      { name: 'a game against the computer', path: `/g/${computer}`, ready: '.board-wrap [data-square]' },
      { name: 'an invitation waiting for a friend', path: `/g/${waiting}`, ready: '[data-testid="share-box"]' },
      { name: 'Le Grec against the computer', path: `/g/${grec}`, ready: '.board-wrap [data-square]' },
      { name: 'Petteia chess against the computer', path: `/g/${chess}`, ready: '.board-wrap [data-square]' },
      { name: "a newcomer's game, its how-to", path: `/g/${computer}`, ready: '[data-testid="how-to"]', newcomer: 'petteia-6x6' },
      { name: 'a game between two people', path: `/g/${twoPeople}`, ready: '[data-testid="offer_draw"]' },
      { name: 'a game between two people, the report dialog', path: `/g/${twoPeople}`, ready: '[data-testid="offer_draw"]',
        open: ['[data-testid="player-top"] [data-testid="player-menu"]', '[data-testid="report-open"]'], opened: '[data-testid="report-dialog"]', close: '[data-testid="report-cancel"]' },
      { name: 'a finished game', path: `/g/${finished}`, ready: '[data-testid="end-result"]' },
      { name: 'its analysis', path: `/viewer?game=${finished}`, ready: '[data-testid="analysis-start"]', open: '[data-testid="analysis-start"]', opened: '[data-testid="analysis-summary"]', openTimeout: 60_000 },
      { name: 'the lobby', path: '/lobby', ready: '[data-testid="quick-form"]' },
      { name: 'the lobby, seeking a game', path: '/lobby', ready: '[data-testid="quick-form"]', open: '[data-testid="quick-play"]', opened: '[data-testid="seeking"]', close: '[data-testid="cancel-seek"]' },
      { name: 'live games', path: '/watch', ready: '[data-testid="live-game"], [data-testid="live-empty"]:not([hidden])' },
      { name: 'a public profile', path: `/@/${friendName}`, ready: '[data-testid="profile-recent"]' },
      { name: 'the account', path: '/account', ready: '[data-testid="account-name"]' },
      { name: 'exercises', path: '/exercises', ready: '.exercise-groups > :not([role])' },
      { name: 'an exercise', path: `/exercises/${exercise.id}`, ready: '[data-testid="status"][data-phase="solving"]' },
      { name: 'the rules', path: '/rules', ready: '[data-testid="rules"]' },
      { name: 'sources', path: '/sources', ready: '[data-testid="sources"]' },
      { name: 'the answers', path: '/grec/answers', ready: '[data-testid="answers"]' },
      { name: 'the viewer', path: '/viewer', ready: '[data-testid="viewer"]' },
      { name: 'tournaments', path: '/tournaments', ready: '[data-testid="t-list"]' },
      { name: 'a tournament', path: `/t/${tournament}`, ready: '[data-testid="t-standings"]' },
      { name: 'clubs', path: '/clubs', ready: '[data-testid="club-list"]' },
      { name: 'a class', path: classPath, ready: '[data-testid="pupil-row"]' },
      { name: "a pupil's progress", path: `${classPath}/pupils/${encodeURIComponent(pupil)}`, ready: '[data-testid="pupil-heading"]' },
      { name: 'a game not found', path: '/g/NoSuchGame123', ready: '[data-testid="not-found"]' },
      { name: 'a page not found', path: '/no/such/page', ready: '[data-testid="not-found"]' },
    ],
    visitor: [
      { name: "Home, a visitor's", path: '/', ready: '[data-testid="home"]' },
      { name: 'sign in', path: '/signin', ready: '[data-testid="signin-page"]' },
      { name: 'sign up', path: '/signup', ready: '[data-testid="signup-page"]' },
    ],
  };
}

function gameId(link) {
  return new URL(link).pathname.split('/')[2];
}

/** A game the owner (first side) and the friend play from an invitation, with `moves` played. */
async function gameWithFriend(owner, friend, url, moves) {
  const link = await createInvitation(owner, url, { time: 'none', color: 'first' });
  await friend.goto(link);
  await friend.getByTestId('status').waitFor();
  await owner.getByTestId('share-box').waitFor({ state: 'detached' });
  await playLine(owner, friend, moves);
  return gameId(link);
}

/** An arena starting later (its page stays as it is while read), the owner in it. */
async function makeTournament(owner, url) {
  await owner.goto(`${url}/tournaments`);
  // Once, in a loaded full run, the toggle never came (CI of 2026-12-07): say what the page showed.
  await owner.getByTestId('t-create-toggle').waitFor({ timeout: 30_000 }).catch(async (error) => {
    const shown = await owner.locator('main').innerText().catch(() => '(no main)');
    throw new Error(`no "create" on ${owner.url()}: the page said ${JSON.stringify(shown.slice(0, 400))}`, { cause: error });
  });
  await owner.getByTestId('t-create-toggle').click();
  await owner.getByTestId('t-name').fill('Axe arena');
  await owner.getByTestId('t-game').selectOption('petteia-6x6');
  await owner.getByTestId('t-minutes').fill('3');
  await owner.getByTestId('t-increment').fill('2');
  await owner.getByTestId('t-duration').selectOption('20');
  await owner.getByTestId('t-startsIn').fill('60');
  await owner.getByTestId('t-maxPlayers').fill('10');
  await owner.getByTestId('t-create').click();
  await owner.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await owner.getByTestId('t-join').click();
  await owner.waitForFunction(() => document.querySelectorAll('[data-testid="t-standings"] tbody tr').length >= 1);
  return gameId(owner.url());
}

/** A class with two pupils; its path and a pupil's user name. */
async function makeClass(owner, url) {
  await owner.goto(`${url}/clubs`);
  await owner.getByTestId('club-kind-class').check();
  await owner.getByTestId('club-name').fill('Year 6 Greek');
  await owner.getByTestId('club-create').click();
  await owner.waitForURL(/\/c\/[A-Za-z0-9_-]+$/);
  const classPath = new URL(owner.url()).pathname;
  await owner.getByTestId('pupil-names').fill('Ana\nNikos\n');
  await owner.getByTestId('add-pupils').click();
  await owner.getByTestId('pupil-card').waitFor();
  const pupil = await owner.getByTestId('card-username').first().textContent();
  assert.ok(pupil, 'the class made no pupil');
  return { classPath, pupil };
}
