// Greek (issue 40): a browser whose language is Greek (el-GR) gets the site in Greek with nothing to
// choose, on a 360×740 phone (a newcomer: the how-to of the first game is shown) and a desktop. Home,
// the rules page, the Le Grec answers page and a game against the computer: known Greek texts, the
// page's lang, the games' Greek names from the server's catalogue, and no English or French left in
// view, checked two ways: no Latin word outside the few names that stay as they are (the site's name,
// Le Grec, the authors, the moves), and no line the same page shows in English. Screenshots of every
// phone page (looked at for cut or overflowing words: Greek's are long) and of the desktop's game.
import { join } from 'node:path';
import { config } from '../harness.mjs';
import { assert, createComputerGame, DESKTOP, noHorizontalScroll, PHONE, square, waitForMoves, waitForStatus } from '../helpers.mjs';

// Latin words that a Greek page rightly shows: names (the site's, games' and people's, the
// ancient works' Latin titles), what is typed as it is (moves like "Pe1-e3", "[Variant …]", "x", "d2-d4"),
// and units. Anything else in Latin letters is a text left untranslated.
const NAMES = new Set(['petteia', 'online', 'le', 'grec', 'dominique', 'huguenin', 'yves', 'chédel', 'stephanus', 'bekker',
  'ludus', 'latrunculorum', 'laus', 'pisonis', 'kib', 'pgn', 'txt', 'variant', 'chess']); // [Variant "petteia-chess"], a tag as typed

/** The visible text of the page, line by line, leaving out what is code (a command, a move's notation). */
async function visibleLines(page, skip = '') {
  return page.evaluate((skipped) => {
    const lines = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (!text || !parent || parent.closest(`code, pre, script, style, [aria-hidden="true"], .sr-only${skipped}`)) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      lines.push(text);
    }
    return lines;
  }, skip ? `, ${skip}` : '');
}

/** Words of three letters or more in Latin script that are not among the names kept as they are. */
function latinWords(lines) {
  const words = lines.flatMap((line) => line.match(/[A-Za-zÀ-ÿ]{3,}/g) ?? []);
  // A move or square as notation writes it (Pe1-e3, Kf9*e9) is split into short pieces above; what is left:
  return [...new Set(words.filter((word) => !NAMES.has(word.toLowerCase())))];
}

/**
 * Checks a page shows Greek only: no stray Latin word, and no line the same page shows in English
 * (the page is switched to English, read, and switched back, as a reader could).
 */
async function checkGreekOnly(page, what, ready, skip = '') {
  const greek = await visibleLines(page, skip);
  assert.deepEqual(latinWords(greek), [], `${what}: Latin words left in Greek: ${latinWords(greek).join(', ')}`);
  await switchLanguage(page, 'en');
  await ready('en');
  const english = new Set(await visibleLines(page, skip));
  await switchLanguage(page, 'el');
  await ready('el');
  const again = await visibleLines(page, skip);
  const same = again.filter((line) => english.has(line) && latinWords([line]).length > 0);
  assert.deepEqual(same, [], `${what}: lines shown in English too`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'el');
}

/** Opens the phone's menu (the language switch is in it); nothing on a desktop. */
async function phoneMenuOpen(page) {
  const menu = page.locator('.menu-btn');
  if (await menu.isVisible() && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** Chooses a language in the switch, as a reader does, and closes the phone's menu again. */
async function switchLanguage(page, code) {
  await phoneMenuOpen(page);
  await page.getByTestId(`lang-${code}`).click();
  if ((await page.locator('.menu-btn').getAttribute('aria-expanded').catch(() => null)) === 'true') await page.keyboard.press('Escape');
}

export default [
  ['Greek from the browser’s language on a 360×740 phone: Home, rules, answers and a game against the computer, nothing left in English or French', async ({ server, newContext }) => {
    const context = await newContext({ ...PHONE, locale: 'el-GR', newcomer: true });
    const page = await context.newPage();
    const shot = (name) => page.screenshot({ path: join(config.screenshots, `phone-greek-${name}.png`), fullPage: false });

    // Home: chosen from the browser's language, with nothing stored.
    await page.goto(`${server.url}/`);
    await page.getByTestId('home').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'el');
    assert.equal(await page.evaluate(() => localStorage.getItem('petteia.lang')), null, 'Greek was not stored: it came from the browser');
    assert.equal(await page.locator('h1').first().textContent(), 'Επιτραπέζια παιχνίδια της αρχαίας Ελλάδας');
    assert.match(await page.title(), /Petteia Online/);
    assert.equal(await page.getByTestId('play').textContent(), 'Παίξτε');
    // The switch offers Ελληνικά, pressed.
    await phoneMenuOpen(page);
    const el = page.getByTestId('lang-el');
    assert.equal(await el.getAttribute('title'), 'Ελληνικά');
    assert.equal(await el.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Escape');
    await shot('home');
    await page.getByTestId('play').click();
    await page.getByTestId('settings').waitFor();
    // The games' names come from the server's catalogue, in Greek.
    await page.waitForFunction(() => document.querySelector('[data-testid="settings"]')?.textContent.includes('Πεττεία-σκάκι'));
    assert.ok(await noHorizontalScroll(page), 'Home: no sideways scrolling');
    await shot('home-play');
    await checkGreekOnly(page, 'Home', async () => page.getByTestId('home').waitFor());

    // The rules: their Greek words come as a chunk of their own.
    await page.goto(`${server.url}/rules`);
    await page.getByTestId('rules').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Κανόνες');
    assert.match(await page.getByTestId('rules').textContent(), /πεσσό/);
    assert.ok(await noHorizontalScroll(page), 'rules: no sideways scrolling');
    await shot('rules');
    await page.locator('#petteia-3').scrollIntoViewIfNeeded();
    await shot('rules-capture');
    await checkGreekOnly(page, 'rules', async (lang) => page.locator('h1', { hasText: lang === 'el' ? 'Κανόνες' : 'Rules' }).waitFor());

    // Le Grec's answers, from the rules' link.
    await page.getByTestId('link-grec-3').click();
    await page.waitForURL(/\/grec\/answers$/);
    await page.getByTestId('answers').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Το Le Grec λυμένο: οι τέσσερις ερωτήσεις');
    const plain = await page.getByTestId('summary-answer').allTextContents();
    assert.equal(plain.length, 4);
    assert.equal(plain[1], 'Όχι. Αν και οι δύο πλευρές παίζουν τέλεια, η παρτίδα είναι ισόπαλη: καμία δεν μπορεί να επιβάλει νίκη.');
    // Counts as Greek writes them: a dot between thousands.
    assert.match(await page.getByTestId('answers-grec').textContent(), /\d{1,3}\.\d{3}/);
    assert.ok(await noHorizontalScroll(page), 'answers: no sideways scrolling');
    await shot('answers');
    await checkGreekOnly(page, 'answers', async () => page.getByTestId('answers').waitFor());

    // A game against the computer, as a newcomer: the how-to first, then the game.
    await page.goto(`${server.url}/`);
    await page.getByTestId('play').click();
    await page.getByTestId('variant-petteia-6x6').check();
    await page.getByTestId('time-none').check();
    await page.getByTestId('color-first').check();
    await page.getByTestId('level-beginner').check();
    await page.getByTestId('start-computer').click();
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const howTo = page.getByTestId('how-to');
    await howTo.waitFor();
    assert.match(await howTo.textContent(), /Παγιδέψτε έναν αντίπαλο πεσσό/);
    await shot('how-to');
    await page.getByTestId('how-to-close').click();
    await waitForStatus(page, /^Σειρά σας$/);
    const names = [await page.getByTestId('player-top').locator('.player-name').textContent(),
      await page.getByTestId('player-bottom').locator('.player-name').textContent()];
    assert.deepEqual(names, ['Υπολογιστής — Αρχάριος · Σκούρα', 'Εσείς · Ανοιχτά']);
    assert.ok(await noHorizontalScroll(page), 'game: no sideways scrolling');
    await shot('game');
    await checkGreekOnly(page, 'game', async (lang) => waitForStatus(page, lang === 'el' ? /^Σειρά σας$/ : /^Your move$/));
    // A move, and the computer's answer: the move list and the status stay Greek.
    // Tapped by hand (playByClicks waits for one move, and the computer at Beginner may answer first).
    await square(page, 'C1').click();
    await square(page, 'C3').click();
    await waitForMoves(page, 2);
    await waitForStatus(page, /^Σειρά σας$/);
    await shot('game-after-move');
    await checkGreekOnly(page, 'game after a move', async (lang) => waitForStatus(page, lang === 'el' ? /^Σειρά σας$/ : /^Your move$/));

    // Resigning: the question, the result and the end's sentence, with the sides as Greek says them.
    await page.getByTestId('ask-resign').click();
    await page.getByTestId('resign').waitFor();
    assert.equal(await page.getByTestId('resign').textContent(), 'Ναι, εγκαταλείπω');
    await page.getByTestId('resign').click();
    await waitForStatus(page, /^Χάσατε — εγκατάλειψη$/);
    const end = page.getByTestId('end-result');
    if (await end.count()) assert.equal(await end.textContent(), 'Τα σκούρα κέρδισαν: τα ανοιχτά εγκατέλειψαν');
    await shot('game-over');
    await checkGreekOnly(page, 'game over', async (lang) => waitForStatus(page, lang === 'el' ? /^Χάσατε/ : /^You lost/));
  }],

  ['Greek from the browser’s language on a desktop: Home, rules, answers and the computer game’s page in Greek, the switch keeps the choice', async ({ server, newContext }) => {
    const context = await newContext({ ...DESKTOP, locale: 'el-GR' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('home').waitFor();
    assert.equal(await page.locator('h1').first().textContent(), 'Επιτραπέζια παιχνίδια της αρχαίας Ελλάδας');
    assert.equal(await page.getByTestId('lang-el').getAttribute('aria-pressed'), 'true');
    await checkGreekOnly(page, 'desktop Home', async () => page.getByTestId('home').waitFor());

    await page.goto(`${server.url}/rules`);
    await page.getByTestId('rules').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Κανόνες');
    await checkGreekOnly(page, 'desktop rules', async (lang) => page.locator('h1', { hasText: lang === 'el' ? 'Κανόνες' : 'Rules' }).waitFor());

    await page.goto(`${server.url}/grec/answers`);
    await page.getByTestId('answers').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Το Le Grec λυμένο: οι τέσσερις ερωτήσεις');

    await createComputerGame(page, server.url, { variant: 'grec', level: 'beginner', color: 'first' });
    await waitForStatus(page, /^Σειρά σας$/);
    await checkGreekOnly(page, 'desktop game of Le Grec', async (lang) => waitForStatus(page, lang === 'el' ? /^Σειρά σας$/ : /^Your move$/));
    await page.screenshot({ path: join(config.screenshots, 'desktop-greek-game.png') });

    // French chosen in the switch wins over the browser's Greek, after a reload too; Greek comes back by the switch.
    await switchLanguage(page, 'fr');
    await waitForStatus(page, /^À vous de jouer$/);
    await page.reload();
    await waitForStatus(page, /^À vous de jouer$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    await switchLanguage(page, 'el');
    await waitForStatus(page, /^Σειρά σας$/);
  }],

  ['Greek on the other pages of a 360×740 phone: sources, exercises with their goals, the lobby, live games, the viewer, sign-in, tournaments', async ({ server, newContext }) => {
    const page = await (await newContext({ ...PHONE, locale: 'el-GR' })).newPage();
    const pages = [
      ['/sources', 'sources', 'Πηγές και όρια αυτής της αναπαράστασης', ''],
      // The exercises' goals too: the engine writes English and French, the page says them in Greek.
      ['/exercises', 'exercises', 'Ασκήσεις', ''],
      ['/lobby', 'lobby', 'Αίθουσα', ''],
      ['/watch', null, 'Ζωντανές παρτίδες', ''],
      ['/viewer', 'viewer', 'Προβολή παρτίδας', ''],
      ['/signin', null, 'Σύνδεση', ''],
      ['/tournaments', 'tournaments', 'Τουρνουά', ''],
    ];
    for (const [path, testid, heading, skip] of pages) {
      await page.goto(`${server.url}${path}`);
      if (testid) await page.getByTestId(testid).waitFor();
      await page.locator('h1', { hasText: heading }).first().waitFor();
      await page.waitForTimeout(300); // lists that arrive by the network (the lobby's socket, live games)
      assert.ok(await noHorizontalScroll(page), `${path}: no sideways scrolling`);
      await page.screenshot({ path: join(config.screenshots, `phone-greek-page${path.replace(/\//g, '-')}.png`) });
      await checkGreekOnly(page, path, async (lang) => {
        await page.locator('h1').first().waitFor();
        if (lang === 'el') await page.locator('h1', { hasText: heading }).first().waitFor();
        await page.waitForTimeout(300);
      }, skip);
    }

    // An exercise: its heading, goal and side in Greek.
    await page.goto(`${server.url}/exercises`);
    await page.getByTestId('continue').click();
    await page.getByTestId('exercise-view').waitFor();
    await page.getByTestId('goal').waitFor();
    assert.match(await page.getByTestId('goal').textContent(), /^Στόχος: \S/);
    assert.ok(await noHorizontalScroll(page), 'exercise: no sideways scrolling');
    await page.screenshot({ path: join(config.screenshots, 'phone-greek-exercise.png') });
    await checkGreekOnly(page, 'exercise', async (lang) => page.getByTestId('goal').filter({ hasText: lang === 'el' ? 'Στόχος' : 'Goal' }).waitFor());
  }],
];
