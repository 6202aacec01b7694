// Accounts through the page.
import { assert, createComputerGame, logOut, openMenu, signIn, signUpFromHome, submitCredentials, waitForStatus } from '../helpers.mjs';

export default [
  ['accounts through the page: a wrong password, a finished game listed, log out, delete the account', async ({ server, newContext }) => {
    const username = `acct${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const password = 'first password 1';
    const page = await (await newContext()).newPage();
    await signUpFromHome(page, server.url, username, password);
    // The same name in another case is taken.
    const second = await (await newContext()).newPage();
    await second.goto(`${server.url}/signup`);
    await submitCredentials(second, 'signup', username.toUpperCase(), password);
    await second.waitForFunction(() => document.querySelector('[data-testid="username-error"]')?.textContent);
    assert.match(await second.getByTestId('username-error').textContent(), /taken/);

    // A game played while signed in is listed on the account page, with a link to it.
    const gameUrl = await createComputerGame(page, server.url, { level: 'beginner', color: 'first' });
    const gameId = gameUrl.split('/g/')[1];
    await page.getByTestId('ask-resign').click();
    await page.getByTestId('resign').click();
    await waitForStatus(page, /^You lost/);
    await openMenu(page);
    await page.getByTestId('nav-account').click();
    const listed = page.getByTestId(`game-${gameId}`);
    await listed.waitFor();
    assert.match(await listed.textContent(), /^Loss.*Petteia 6×6, against the computer \(Beginner\), you played Light/);
    assert.equal(await listed.getAttribute('href'), `/g/${gameId}`);

    // Change the password: a wrong current one is refused next to its field.
    await page.getByTestId('current-password').fill('not my password');
    await page.getByTestId('new-password').fill('second password 2');
    await page.getByTestId('change-password-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="current-password-error"]')?.textContent);
    assert.equal(await page.getByTestId('current-password-error').textContent(), 'The current password is wrong.');
    assert.equal(await page.getByTestId('current-password').getAttribute('aria-invalid'), 'true');
    await logOut(page);
    assert.equal(await page.getByTestId('flash').textContent(), 'You are signed out.');
    assert.equal(await page.getByTestId('nav-signin').count(), 1);

    // A wrong password at sign-in says so; the right one works.
    await submitCredentials(page, 'signin', username, 'wrong password');
    await page.waitForFunction(() => document.querySelector('[data-testid="signin-error"]')?.textContent);
    assert.equal(await page.getByTestId('signin-error').textContent(), 'Wrong user name or password.');
    await page.getByTestId('password-show').check();
    assert.equal(await page.getByTestId('password').getAttribute('type'), 'text');
    await signIn(page, username, password);

    // Deleting asks for the password, and afterwards the account no longer signs in.
    await page.getByTestId('delete-password').fill('wrong password');
    await page.getByTestId('delete-account-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="delete-password-error"]')?.textContent);
    assert.equal(await page.getByTestId('delete-password-error').textContent(), 'The password is wrong.');
    await page.getByTestId('delete-password').fill(password);
    await page.getByTestId('delete-account-submit').click();
    await page.getByTestId('flash').waitFor();
    assert.equal(await page.getByTestId('flash').textContent(), 'Your account has been deleted.');
    await submitCredentials(page, 'signin', username, password);
    await page.waitForFunction(() => document.querySelector('[data-testid="signin-error"]')?.textContent);
    assert.equal(await page.getByTestId('signin-error').textContent(), 'Wrong user name or password.');
    await page.goto(`${server.url}/account`);
    await page.getByTestId('not-signed-in').waitFor();
  }],
];
