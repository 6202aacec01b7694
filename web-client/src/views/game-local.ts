// A game against the computer started with the network down (lib/local-game.ts): its setup made of
// Home's request, and the game page's first state, made in this browser. A chunk of its own, loaded
// only then (the service worker keeps it with the shell), so that the first load does not carry it.
import { BrowserEngine } from '../analysis/browser-engine';
import { entryOf, variantCatalogue } from '../lib/catalogue';
import { LOCAL_SETUP_PREFIX, localSetup, localSnapshot, parseLocalRequest, parseLocalSetup, type LocalSetup } from '../lib/local-game';
import { offlineSnapshot } from '../lib/offline-game';
import { setting, storeSetting } from '../lib/storage';
import type { ServerMessage, Side, Snapshot } from '../lib/types';
import { localGameText } from '../i18n/local-game-text';
import type { OfflinePlay } from './game-offline';

/**
 * The setup of a local game: the one kept, or made once of Home's request kept under the game's id
 * (a random colour drawn now, so that a reload keeps it).
 */
function setupOf(gameId: string, sides: (variant: string) => readonly Side[]): LocalSetup | null {
  const text = setting(LOCAL_SETUP_PREFIX + gameId);
  const kept = parseLocalSetup(text);
  if (kept) return kept;
  const request = parseLocalRequest(text);
  const made = request ? localSetup(request, sides(request.variant), Math.random) : null;
  if (made) storeSetting(LOCAL_SETUP_PREFIX + gameId, JSON.stringify(made));
  return made;
}

/** What of the game page's link (./game-link.ts) a local game uses. */
interface LocalHost {
  readonly gameId: string;
  serverNow(): number;
  receive(message: ServerMessage): void;
}

/**
 * The game page of a local game: its first state made here (the module's answer for the start, then
 * the moves kept by an earlier visit played again), shown as if the server had seated the player (a
 * "joined" of this browser's making), then played on by `offline`. The page says the game is not
 * there when it is not this browser's (no setup kept) or the module cannot be loaded.
 */
export async function playLocalGame(host: LocalHost, offline: OfflinePlay): Promise<void> {
  const started = await startLocalGame(host.gameId, offline, host.serverNow());
  if (!started) {
    // Not this browser's game: the not-found page; its game, but no module kept: said, and the page stays.
    const code = setting(LOCAL_SETUP_PREFIX + host.gameId) ? 'local_unavailable' : 'game_not_found';
    host.receive({ type: 'error', code, message: localGameText().unavailable });
    return;
  }
  host.receive({ type: 'joined', game: host.gameId, role: started.role, snapshot: started.snapshot });
  void offline.answerIfComputersTurn();
}

/**
 * The game page's first state of a local game: the module's answer for the start, then the moves
 * kept by an earlier visit played again; handed to `offline`, which plays on. Null when the game is
 * not this browser's (no setup kept) or the module cannot be loaded.
 */
async function startLocalGame(gameId: string, offline: OfflinePlay, now: number): Promise<{ snapshot: Snapshot; role: Side } | null> {
  const entries = await variantCatalogue();
  const setup = setupOf(gameId, (variant) => entryOf(variant, entries)?.sides ?? []);
  const entry = setup ? entryOf(setup.variant, entries) : undefined;
  if (!setup || !entry) return null;
  const engine = new BrowserEngine();
  try {
    const start = await engine.legal({ variant: setup.variant, moves: [] });
    const base = 'error' in start ? null : localSnapshot(gameId, setup, entry, start, now);
    if (!base) throw new Error('not a game this browser can play');
    let record = offline.load()?.record ?? { from_ply: 0, moves: [], to_move_ms: null, resigned: false };
    let shown = base;
    if (record.moves.length > 0 || record.resigned) {
      const answer = await engine.legal({ variant: setup.variant, moves: record.moves.map((move) => move.move) });
      if ('error' in answer) record = { from_ply: 0, moves: [], to_move_ms: null, resigned: false }; // edited storage: a fresh start
      else shown = offlineSnapshot(base, record.moves, answer, null, record.resigned ? { state: 'win', winner: base.computer?.side ?? null, reason: 'resign', by: setup.side } : undefined);
    }
    offline.adoptLocal(engine, base, shown, record, () => localGameText());
    return { snapshot: shown, role: setup.side };
  } catch {
    engine.stop();
    return null;
  }
}
