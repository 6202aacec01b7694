// People one knows (issue 38) on a 360×740 phone: from Theseus's profile, Ariadne follows him (the
// button says so, in view), and her account page lists him, "online" while his page is open; she
// blocks Minos from his profile (the following ends), finds him in her blocked list, and unblocks him.
import { PHONE, assert, inViewport, signUpFromHome } from '../helpers.mjs';

export default [
  ['people: follow from a profile, the following list with who is online, block and unblock, on a phone', async ({ server, newContext }) => {
    const ariadne = await (await newContext(PHONE)).newPage();
    const theseus = await (await newContext(PHONE)).newPage();
    const minos = await (await newContext(PHONE)).newPage();
    await signUpFromHome(ariadne, server.url, 'Ariadne38', 'labyrinth-thread-1');
    await signUpFromHome(theseus, server.url, 'Theseus38', 'minotaur-slayer-2');
    await signUpFromHome(minos, server.url, 'Minos38', 'king-of-crete-3');

    await ariadne.goto(`${server.url}/@/theseus38`);
    const follow = ariadne.getByTestId('follow');
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="follow"]')?.textContent === 'Follow');
    assert.ok(await inViewport(follow), 'Follow is not in view on a phone');
    await follow.click();
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="follow"]')?.getAttribute('aria-pressed') === 'true');
    assert.equal(await follow.textContent(), 'Unfollow');

    // Her account page lists him, online: his page is open (signed in, so it listens to its events).
    await ariadne.goto(`${server.url}/account`);
    const followed = ariadne.getByTestId('followed');
    await followed.waitFor();
    assert.match(await followed.textContent(), /^Theseus38 · online$/);
    assert.equal(await followed.getByRole('link').getAttribute('href'), '/@/Theseus38');

    // Minos: followed, then blocked; the following ends; unblocked from the account page.
    await ariadne.goto(`${server.url}/@/Minos38`);
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="follow"]')?.textContent === 'Follow');
    await ariadne.getByTestId('follow').click();
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="follow"]')?.getAttribute('aria-pressed') === 'true');
    await ariadne.getByTestId('block').click();
    await ariadne.waitForFunction(() => document.querySelector('[data-testid="block"]')?.getAttribute('aria-pressed') === 'true');
    assert.equal(await ariadne.getByTestId('follow').isHidden(), true, 'Follow beside a block');
    assert.match(await ariadne.getByTestId('people-status').textContent(), /^Blocked/);
    await ariadne.goto(`${server.url}/account`);
    const blockedItem = ariadne.getByTestId('blocked');
    await blockedItem.waitFor();
    assert.match(await blockedItem.textContent(), /Minos38/);
    assert.deepEqual(await ariadne.getByTestId('followed').allTextContents(), ['Theseus38 · online']);
    await blockedItem.getByTestId('unblock').click();
    await blockedItem.waitFor({ state: 'detached' });

    // His own profile has no buttons for himself.
    await theseus.goto(`${server.url}/@/Theseus38`);
    await theseus.getByTestId('profile-name').waitFor();
    await theseus.waitForTimeout(300);
    assert.equal(await theseus.getByTestId('people-actions').count(), 0);
  }],
];
