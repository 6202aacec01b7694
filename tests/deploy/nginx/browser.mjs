// The browser's part of tests/deploy/nginx/run: Debian's Chromium through nginx (https, a
// self-signed certificate made by the run script) to the real server. Two devices play a whole game
// over the WebSocket, and an account signs up, out and in, with the session cookie checked. The
// steps (playing, signing up, out and in) and the CSP guard are the web client's own e2e harness and
// helpers (web-client/e2e), called, not copied: a change of the pages is followed here too.
// Environment: PETTEIA_NGINX_URL (https://localhost:PORT), PETTEIA_NGINX_PORT.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const e2e = (file) => import(pathToFileURL(resolve(repo, 'web-client/e2e', file)).href);
const { CHROMIUM_ARGS, config, runTests } = await e2e('harness.mjs');
const { assert, logOut, playLine, signIn, signUpFromHome, twoPlayers, waitForStatus } = await e2e('helpers.mjs');
const { PETTEIA_WIN } = await e2e('lines.mjs');
const { chromium } = createRequire(resolve(repo, 'web-client/package.json'))('playwright-core');

const url = process.env.PETTEIA_NGINX_URL;
const port = process.env.PETTEIA_NGINX_PORT;
if (!url || !port) throw new Error('run me from tests/deploy/nginx/run');

// The certificate is self-signed; "localhost" goes to nginx's IPv4 address alone.
const tls = { ignoreHTTPSErrors: true };
const browser = await chromium.launch({
  executablePath: config.chromium,
  args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP localhost 127.0.0.1'],
  headless: true,
});

const tests = [
  ['through nginx: two devices play a whole 6×6 game over wss://…/ws?game=<id>', async ({ newContext }) => {
    const sockets = [];
    const context = (options = {}) => newContext({ ...tls, ...options }).then((created) => {
      created.on('page', (page) => page.on('websocket', (socket) => sockets.push(socket.url())));
      return created;
    });
    const { creator, friend } = await twoPlayers(context, url);
    await waitForStatus(creator, /^Your move$/);
    await playLine(creator, friend, PETTEIA_WIN);
    await waitForStatus(creator, /^You won — one piece or none left$/);
    await waitForStatus(friend, /^You lost — one piece or none left$/);
    assert.ok(sockets.length >= 2, `the pages opened ${sockets.length} WebSockets`);
    // Each names its game, which nginx routes by (docker/nginx/petteia.conf.template).
    const game = new URL(creator.url()).pathname.split('/').pop();
    for (const socket of sockets) assert.equal(socket, `wss://localhost:${port}/ws?game=${game}`);
  }],

  ['through nginx: sign up, out and in; the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax', async ({ newContext }) => {
    const context = await newContext(tls);
    const page = await context.newPage();
    const username = `nginx${Date.now().toString(36)}`;
    const password = 'behind the proxy 1';
    const sessionCookie = async () => {
      const cookies = await context.cookies(url);
      assert.equal(cookies.filter((c) => c.name === 'petteia_session').length, 0, 'an http-mode cookie was set');
      return cookies.find((c) => c.name === '__Host-petteia_session');
    };
    await signUpFromHome(page, url, username, password);
    const signedUp = await sessionCookie();
    assert.ok(signedUp, 'no __Host-petteia_session cookie after sign-up');
    assert.deepEqual([signedUp.secure, signedUp.httpOnly, signedUp.sameSite, signedUp.path], [true, true, 'Lax', '/']);
    const device = (await context.cookies(url)).find((c) => c.name === '__Host-petteia_device');
    assert.ok(device?.secure && device.httpOnly, 'the device cookie is not Secure and HttpOnly');

    await logOut(page);
    assert.equal(await sessionCookie(), undefined, 'the session cookie outlived the sign-out');
    await signIn(page, username, password);
    const signedIn = await sessionCookie();
    assert.ok(signedIn && signedIn.value !== signedUp.value, 'sign-in gave no new session');
    assert.deepEqual([signedIn.secure, signedIn.httpOnly, signedIn.sameSite], [true, true, 'Lax']);
  }],
];

let ok = false;
try {
  ok = await runTests(tests, { browser, server: { url } });
} finally {
  await browser.close().catch((error) => console.error(`closing the browser: ${error}`));
}
process.exit(ok ? 0 : 1);
