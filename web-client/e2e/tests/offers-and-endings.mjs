// The ways a game between friends ends or is changed by agreement: claim, resignation, rematch, draw, takeback.
import { config } from '../harness.mjs';
import { assert, moveCount, pieceOn, playByClicks, playLine, statusText, twoPlayers, waitForMoves, waitForStatus } from '../helpers.mjs';
import { PETTEIA_WIN } from '../lines.mjs';

export default [
  ['an away opponent: countdown, then the win can be claimed', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await friend.context().close();
    await creator.getByTestId('away').waitFor();
    await creator.getByTestId('claim_win').waitFor({ timeout: (config.graceSeconds + 5) * 1000 });
    await creator.getByTestId('claim_win').click();
    await waitForStatus(creator, /^You won — the opponent left the game$/);
  }],

  ['resign with confirmation, then a rematch with colours swapped', async ({ server, newContext }) => {
    const { creator, friend, link } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('cancel-resign').click();
    assert.equal(await statusText(friend), 'Your opponent’s move');
    await friend.getByTestId('ask-resign').click();
    await friend.getByTestId('resign').click();
    await waitForStatus(creator, /^You won — resignation$/);
    await creator.getByTestId('offer_rematch').click();
    await friend.getByTestId('accept_rematch').click();
    await creator.waitForURL((url) => url.href !== link);
    await friend.waitForURL((url) => url.href !== link);
    assert.equal(creator.url(), friend.url());
    await waitForStatus(friend, /^Your move$/); // the friend now has Light
    await waitForStatus(creator, /^Your opponent’s move$/);
    assert.equal(await creator.locator('svg.board').evaluate((el) => el.classList.contains('turned')), true);
    await playByClicks(friend, 'A1-A2');
    await waitForMoves(creator, 1);
    // Back on the finished game, a player is offered the way to the rematch rather than sent there.
    const rematchUrl = creator.url();
    await creator.goto(link);
    await creator.getByTestId('go-to-rematch').click();
    await creator.waitForURL(rematchUrl);
    await waitForMoves(creator, 1);
  }],

  ['draw offer declined then accepted; a takeback withdrawn, then one accepted', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url);
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    // A takeback request can be withdrawn before it is answered: the friend's request bar empties.
    await creator.getByTestId('request_takeback').click();
    await friend.getByTestId('takeback-offer').waitFor();
    await creator.getByTestId('withdraw-takeback').click();
    await friend.getByTestId('takeback-offer').waitFor({ state: 'detached' });
    await creator.getByTestId('takeback-asked').waitFor({ state: 'detached' });
    assert.equal(await moveCount(creator), 2);
    await creator.getByTestId('request_takeback').click();
    await friend.getByTestId('accept_takeback').click();
    await waitForMoves(creator, 0);
    await waitForMoves(friend, 0);
    assert.equal(await pieceOn(creator, 'B1'), 'light');
    await playLine(creator, friend, PETTEIA_WIN.slice(0, 2));
    await friend.getByTestId('offer_draw').click();
    await creator.getByTestId('decline_draw').click();
    await creator.getByTestId('offer_draw').click();
    await friend.getByTestId('accept_draw').click();
    await waitForStatus(creator, /^Draw — by agreement$/);
  }],
];
