// A signed-in player's events (issue 38): what the events socket's messages are read as, and the
// settings that say which kinds are shown and whether the browser may be asked to notify.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPlayerEvent } from '../src/net/player-events';
import { kindEnabled, mayAskForNotifications, noteAskedForNotifications, setKindEnabled } from '../src/lib/event-settings';
import { playerEventWords } from '../src/i18n/player-events-text';

const yourTurn = {
  type: 'event', kind: 'your_turn', game: 'FrRnCfQyUNyHh-JH', variant: 'petteia-8x8', days: 3,
  deadline_ms: 1_796_867_802_290, opponent: null, outcome: null, reason: null,
};

describe("the events socket's messages", () => {
  it('reads an event as the server writes it', () => {
    expect(readPlayerEvent(yourTurn)).toEqual({
      kind: 'your_turn', game: 'FrRnCfQyUNyHh-JH', variant: 'petteia-8x8', days: 3,
      deadline_ms: 1_796_867_802_290, opponent: null, outcome: null, reason: null, tournament: null,
    });
    expect(readPlayerEvent({ ...yourTurn, kind: 'game_ended', outcome: 'loss', reason: 'resign', deadline_ms: null })?.outcome).toBe('loss');
  });

  it('reads a tournament\'s pairing (issue 39) with its tournament, whose id must fit an address', () => {
    const paired = { ...yourTurn, kind: 'tournament_game', days: null, deadline_ms: null, opponent: 'Theseus', tournament: 'T0urn-ament_1', side: 'light' };
    expect(readPlayerEvent(paired)).toMatchObject({ kind: 'tournament_game', opponent: 'Theseus', tournament: 'T0urn-ament_1' });
    expect(readPlayerEvent({ ...paired, tournament: '../admin' })?.tournament).toBeNull();
    expect(playerEventWords('en').tournamentReady('Theseus')).toBe('Your tournament game vs Theseus is ready');
    expect(playerEventWords('fr').tournamentReady('Thésée')).toBe('Votre partie de tournoi contre Thésée est prête');
  });

  it('ignores what is not an event, an unknown kind, or a field of the wrong type', () => {
    for (const message of [null, 'text', { type: 'hello' }, { ...yourTurn, kind: 'challenge_for_everyone' }, { ...yourTurn, game: 7 }])
      expect(readPlayerEvent(message)).toBeNull();
    const odd = readPlayerEvent({ ...yourTurn, days: '3', deadline_ms: Infinity, outcome: 'victory', opponent: 5 });
    expect(odd).toMatchObject({ days: null, deadline_ms: null, outcome: null, opponent: null });
  });
});

describe('the settings of the notifications', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('every kind is on until switched off, each on its own', () => {
    expect(kindEnabled('your_turn')).toBe(true);
    setKindEnabled('draw_offered', false);
    expect(kindEnabled('draw_offered')).toBe(false);
    expect(kindEnabled('your_turn')).toBe(true);
    setKindEnabled('draw_offered', true);
    expect(kindEnabled('draw_offered')).toBe(true);
  });

  it('asks once, and only a browser that can notify and has not been asked', () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(mayAskForNotifications()).toBe(true);
    noteAskedForNotifications();
    expect(mayAskForNotifications()).toBe(false);
    store.clear();
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(mayAskForNotifications()).toBe(false);
    vi.stubGlobal('Notification', undefined);
    expect(mayAskForNotifications()).toBe(false);
  });
});

describe('the words of the events', () => {
  it('say the outcome as the recipient sees it, in both languages', () => {
    expect(playerEventWords('en').title('game_ended', 'Le Grec', 'win')).toBe('You won — Le Grec');
    expect(playerEventWords('fr').title('game_ended', 'Le Grec', 'loss')).toBe('Vous avez perdu — Le Grec');
    expect(playerEventWords('fr').title('your_turn', 'Petteia 8×8', null)).toBe('À vous de jouer — Petteia 8×8');
    expect(playerEventWords('en').against(null)).toBe('against your friend');
  });
});
