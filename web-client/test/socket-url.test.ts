import { describe, expect, it } from 'vitest';
import { socketUrl } from '../src/net/connection';

describe('a game\'s WebSocket address', () => {
  it('names the game, so that a proxy sends it to the server holding the game', () => {
    expect(socketUrl({ protocol: 'https:', host: 'example.org' }, 'AbCdEfGh12')).toBe('wss://example.org/ws?game=AbCdEfGh12');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, 'x_y-z0123')).toBe('ws://127.0.0.1:8080/ws?game=x_y-z0123');
  });
  it('escapes what an id from the address bar could hold', () => {
    expect(socketUrl({ protocol: 'https:', host: 'example.org' }, 'a&b=c#d')).toBe('wss://example.org/ws?game=a%26b%3Dc%23d');
  });
});
