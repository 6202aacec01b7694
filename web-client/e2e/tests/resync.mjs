// Keeping the page in step with the server: a missed event, a server restart.
import { startServer } from '../harness.mjs';
import { assert, boardPieces, createInvitation, moveCount, playByClicks, playLine, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

export default [
  ['a missed event is noticed by its version and repaired with a snapshot', async ({ server, newContext }) => {
    const creator = await (await newContext()).newPage();
    const link = await createInvitation(creator, server.url, { color: 'first' });
    const friend = await (await newContext()).newPage();
    // Between the friend's page and the server: drop one move event, and record what the page sends.
    let dropNextMove = false;
    const sent = [];
    await friend.routeWebSocket(/\/ws\?game=/, (ws) => {
      const upstream = ws.connectToServer();
      ws.onMessage((message) => { sent.push(String(message)); upstream.send(message); });
      upstream.onMessage((message) => {
        if (dropNextMove && /"kind":"move"/.test(String(message))) { dropNextMove = false; return; }
        ws.send(message);
      });
    });
    await friend.goto(link);
    await friend.getByTestId('status').waitFor();
    await creator.getByTestId('share-box').waitFor({ state: 'detached' }); // as in twoPlayers
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    dropNextMove = true;
    await playByClicks(creator, PETTEIA_WIN[2]); // the friend never hears of this move...
    await friend.waitForTimeout(300);
    assert.equal(await moveCount(friend), 2);
    await creator.getByTestId('offer_draw').click(); // ...until the next event shows a gap in versions
    await friend.getByTestId('draw-offer').waitFor();
    await waitForMoves(friend, 3);
    await waitForStatus(friend, /^Your move$/);
    assert.ok(sent.some((message) => /"type":"snapshot"/.test(message)), 'the page did not ask for a snapshot');
    assert.deepEqual(await boardPieces(friend), await boardPieces(creator));
  }],

  ['the client reconnects by itself after the server restarts, and resyncs', async ({ newContext }) => {
    const own = await startServer();
    try {
      const { creator, friend } = await twoPlayers(newContext, own.url);
      await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
      await own.stop({ keepData: true });
      await creator.locator('.conn-banner.visible').waitFor();
      const again = await startServer({ port: own.port, dataDir: own.dataDir });
      try {
        await creator.locator('.conn-banner.visible').waitFor({ state: 'hidden', timeout: 20_000 });
        await friend.locator('.conn-banner.visible').waitFor({ state: 'hidden', timeout: 20_000 });
        await playByClicks(creator, PETTEIA_WIN[2]);
        await waitForMoves(friend, 3);
      } finally {
        await again.stop();
      }
    } finally {
      await own.stop().catch(() => undefined);
    }
  }],
];
