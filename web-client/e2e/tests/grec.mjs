// Le Grec, the race game, played to its end.
import { assert, playLine, twoPlayers, waitForStatus } from '../helpers.mjs';
import { GREC_WIN } from '../lines.mjs';

export default [
  ['Le Grec is played to its end (French by default for a French browser)', async ({ server, newContext }) => {
    const { creator, friend } = await twoPlayers(newContext, server.url, { variant: 'grec' }, { locale: 'fr-FR' });
    await waitForStatus(friend, /^À votre adversaire de jouer$/);
    assert.equal(await friend.evaluate(() => document.documentElement.lang), 'fr');
    // Once the catalogue has answered, each square also says whose goal it is.
    await friend.waitForFunction(() => document.querySelector('[data-square="A4"]')?.getAttribute('aria-label')
      === 'A4, pièce blanche, case d’arrivée des noirs');
    await playLine(creator, friend, GREC_WIN);
    await waitForStatus(creator, /^You won — all pieces arrived at their goal$/);
    await waitForStatus(friend, /^Vous avez perdu — toutes les pièces sont arrivées à destination$/);
  }],
];
