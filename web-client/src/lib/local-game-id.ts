// The id of a game against the computer started offline (./local-game.ts): `local-` and 12 random
// letters and digits, within the game route's characters (/g/ID). Apart from the rest, because the
// game page's first load asks only this: is the game the server's, or this browser's?
export const LOCAL_PREFIX = 'local-';

export function isLocalGame(game: string): boolean {
  return game.startsWith(LOCAL_PREFIX);
}

/** Where a local game's setup is kept (storage.ts's setting name): Home's request, then the setup made of it. */
export const LOCAL_SETUP_PREFIX = 'local-game.';

const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newLocalId(random: () => number): string {
  let id = LOCAL_PREFIX;
  for (let i = 0; i < 12; i++) id += ID_LETTERS[Math.floor(random() * ID_LETTERS.length) % ID_LETTERS.length];
  return id;
}
