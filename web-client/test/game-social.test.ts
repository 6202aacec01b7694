import { describe, expect, it, vi } from 'vitest';
import {
  Cooldown, QUICK_INTERVAL_MS, QUICK_SAYS, REFS, REPORT_REASONS, listingView, mayQuick, readQuick, readReported, reportableSides, socialErrorOf,
} from '../src/lib/game-social';
import { playersOf, ratingChange, readPlayer, signedPoints } from '../src/lib/rating-change';
import { applyEvent } from '../src/lib/game-state';
import { parseServerMessage } from '../src/lib/types';
import { setLanguage } from '../src/i18n';
import { socialText } from '../src/i18n/game-social-text';
import { gameRatingText } from '../src/i18n/game-rating-text';
import { event, snapshot } from './fixtures';

const ariadne = { name: 'Ariadne', rating: 1620, provisional: false, change: null };
const lobbyGame = (overrides = {}) => snapshot({
  players: { light: ariadne, dark: null }, listing: { light: null, dark: null }, listed: true, rated: false, ...overrides,
});

describe('the social messages of a game, as protocol/README.md writes them', () => {
  it('reads a quick message of this game, from one of its sides, saying a code of the fixed list', () => {
    const frame = { type: 'quick', game: 'G1', side: 'dark', say: 'good_luck', server_time_ms: 5 };
    const message = parseServerMessage(JSON.stringify(frame));
    expect(message).toEqual(frame);
    expect(readQuick(message, snapshot())).toEqual({ side: 'dark', say: 'good_luck' });
    for (const say of QUICK_SAYS) expect(readQuick({ ...frame, say }, snapshot())?.say).toBe(say);
    // Another game, a side the game does not have, a code that is not on the list, free text: nothing.
    expect(readQuick({ ...frame, game: 'G2' }, snapshot())).toBeNull();
    expect(readQuick({ ...frame, side: 'white' }, snapshot())).toBeNull();
    expect(readQuick({ ...frame, say: 'you_lose' }, snapshot())).toBeNull();
    expect(readQuick({ ...frame, say: { text: 'hi' } }, snapshot())).toBeNull();
    expect(readQuick(null, snapshot())).toBeNull();
  });

  it('reads the answer to a report, and knows its own errors by the ref it sent', () => {
    const message = parseServerMessage('{"type":"reported","against":"dark"}');
    expect(readReported(message, snapshot())).toBe('dark');
    expect(readReported({ type: 'reported', against: 'nobody' }, snapshot())).toBeNull();
    expect(readReported({ type: 'reported' }, snapshot())).toBeNull();
    const error = (ref?: string | number) => ({ type: 'error' as const, code: 'rate_limited', message: 'slow down', ...(ref === undefined ? {} : { ref }) });
    expect(socialErrorOf(error(REFS.quick))).toBe('quick');
    expect(socialErrorOf(error(REFS.report))).toBe('report');
    expect(socialErrorOf(error(REFS.listing))).toBe('listing');
    expect(socialErrorOf(error())).toBeNull();
    expect(socialErrorOf(error(12))).toBeNull();
    expect(socialErrorOf(error('social:other'))).toBeNull();
  });

  it('takes the rated and listing events as the other events: their fields replace the snapshot\'s', () => {
    const start = lobbyGame({ version: 3 });
    const rated = applyEvent(start, event(4, 'rated', { players: { light: { ...ariadne, change: 12 }, dark: null } }));
    expect(rated.kind === 'applied' && playersOf(rated.snapshot)).toEqual({ light: { ...ariadne, change: 12 }, dark: null });
    const listing = applyEvent(start, event(4, 'listing', { listing: { light: false, dark: null }, listed: false }));
    expect(listing.kind === 'applied' && listingView(listing.snapshot, 'light')).toEqual({ lobby: true, mine: false, said: true, listed: false });
  });
});

describe('the players of a game made in the lobby', () => {
  it('reads each seat\'s player field by field; a seat without an account, or another game, has none', () => {
    expect(playersOf(lobbyGame())).toEqual({ light: ariadne, dark: null });
    expect(playersOf(snapshot())).toBeNull(); // an older server
    expect(playersOf(snapshot({ players: null }))).toBeNull(); // a friend's game
    expect(readPlayer({ name: 'B', rating: 1499.6, provisional: true, change: -11.7 })).toEqual({ name: 'B', rating: 1500, provisional: true, change: -12 });
    // Never rated in the category: no rating, and so nothing provisional to mark.
    expect(readPlayer({ name: 'B', rating: null, provisional: true, change: null })).toEqual({ name: 'B', rating: null, provisional: false, change: null });
    expect(readPlayer({ name: '', rating: 1500 })).toBeNull();
    expect(readPlayer({ rating: 1500 })).toBeNull();
    expect(readPlayer({ name: 'B', rating: 'high', change: 'up' })).toEqual({ name: 'B', rating: null, provisional: false, change: null });
  });

  it('says a rated game\'s change with its sign, a minus sign for a loss', () => {
    expect(signedPoints(12)).toBe('+12');
    expect(signedPoints(-12)).toBe('−12');
    expect(signedPoints(0.2)).toBe('±0');
    expect(ratingChange({ ...ariadne, change: -12 })).toEqual({ before: 1620, after: 1608, change: '−12' });
    expect(ratingChange({ ...ariadne, rating: null, change: 7 })).toEqual({ before: null, after: null, change: '+7' });
    expect(ratingChange(ariadne)).toBeNull(); // not rated yet
    expect(ratingChange(null)).toBeNull();
  });
});

describe('who may do what', () => {
  it('lets the players of a game between two people send quick messages once both are seated, after its end too', () => {
    expect(mayQuick(snapshot(), 'light')).toBe(true);
    expect(mayQuick(snapshot({ result: { state: 'win', winner: 'light', reason: 'pieces' } }), 'dark')).toBe(true);
    expect(mayQuick(snapshot(), 'spectator')).toBe(false);
    expect(mayQuick(snapshot(), null)).toBe(false);
    expect(mayQuick(snapshot({ computer: { side: 'dark', level: 'expert' } }), 'light')).toBe(false);
    const alone = snapshot();
    alone.seats = { ...alone.seats, dark: { taken: false, connected: false, away_since_ms: null, claim_from_ms: null } };
    expect(mayQuick(alone, 'light')).toBe(false);
  });

  it('offers to report the other seat to a player, both to a spectator, never the computer nor a free seat', () => {
    expect(reportableSides(snapshot(), 'light')).toEqual(['dark']);
    expect(reportableSides(snapshot(), 'spectator')).toEqual(['light', 'dark']);
    expect(reportableSides(snapshot({ computer: { side: 'dark', level: 'beginner' } }), 'light')).toEqual([]);
    const alone = snapshot();
    alone.seats = { ...alone.seats, dark: { taken: false, connected: false, away_since_ms: null, claim_from_ms: null } };
    expect(reportableSides(alone, 'light')).toEqual([]);
  });

  it('shows a player\'s say on listing: a lobby game\'s is yes until they say no, a friends\' game\'s no until they say yes', () => {
    expect(listingView(lobbyGame(), 'light')).toEqual({ lobby: true, mine: true, said: false, listed: true });
    expect(listingView(lobbyGame({ listing: { light: false, dark: null }, listed: false }), 'light')).toEqual({ lobby: true, mine: false, said: true, listed: false });
    const friends = snapshot({ players: null, listing: { light: null, dark: true }, listed: false });
    expect(listingView(friends, 'light')).toEqual({ lobby: false, mine: false, said: false, listed: false });
    expect(listingView(friends, 'dark')).toEqual({ lobby: false, mine: true, said: true, listed: false });
    // An older server (no listing): nothing said, not listed.
    expect(listingView(snapshot(), 'light')).toEqual({ lobby: false, mine: false, said: false, listed: false });
    // Not for spectators, the computer's games, or a finished game.
    expect(listingView(lobbyGame(), 'spectator')).toBeNull();
    expect(listingView(snapshot({ computer: { side: 'dark', level: 'expert' } }), 'light')).toBeNull();
    expect(listingView(lobbyGame({ result: { state: 'draw', winner: null, reason: 'agreement' } }), 'light')).toBeNull();
  });
});

describe('the pace of quick messages', () => {
  it('lets one go every 3 s, and waits the whole interval again after a refusal', () => {
    const cooldown = new Cooldown();
    expect(QUICK_INTERVAL_MS).toBe(3000);
    expect(cooldown.ready(0)).toBe(true);
    cooldown.start(1000);
    expect(cooldown.ready(3999)).toBe(false);
    expect(cooldown.left(2500)).toBe(1500);
    expect(cooldown.ready(4000)).toBe(true);
    expect(cooldown.left(5000)).toBe(0);
    cooldown.start(4500); // the server said rate_limited
    expect(cooldown.ready(7000)).toBe(false);
    expect(cooldown.ready(7500)).toBe(true);
  });
});

describe('the social words', () => {
  it('say every quick message and report reason in English and French, and a rated game\'s change', () => {
    vi.stubGlobal('document', { documentElement: {} });
    try {
      setLanguage('en');
      const en = socialText();
      expect(QUICK_SAYS.map((say) => en.quick[say])).toEqual(['Hello', 'Good luck', 'Good game', 'Thank you', 'Well played']);
      expect(en.heard('Ariadne', en.quick.good_luck)).toBe('Ariadne: Good luck');
      expect(gameRatingText().line(gameRatingText().yours, 1512, 1524, '+12')).toBe('Your rating: 1512 → 1524 (+12)');
      setLanguage('fr');
      const fr = socialText();
      expect(QUICK_SAYS.map((say) => fr.quick[say])).toEqual(['Bonjour', 'Bonne chance', 'Bonne partie', 'Merci', 'Bien joué']);
      expect(fr.heard('Votre adversaire', fr.quick.hello)).toBe('Votre adversaire : Bonjour');
      expect(gameRatingText().line('Ariadne', 1620, 1608, '−12')).toBe('Ariadne : 1620 → 1608 (−12)');
      expect(gameRatingText().line('Ariadne', null, null, '+7')).toBe('Ariadne : +7');
      for (const reason of REPORT_REASONS) {
        expect(en.reasons[reason]).toBeTruthy();
        expect(fr.reasons[reason]).toBeTruthy();
        expect(fr.reasons[reason]).not.toBe(en.reasons[reason]);
      }
      // The same words in both, none left empty.
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      for (const words of [en, fr]) for (const [key, value] of Object.entries(words)) if (typeof value === 'string') expect(value, key).not.toBe('');
    } finally {
      setLanguage('en');
      vi.unstubAllGlobals();
    }
  });
});
