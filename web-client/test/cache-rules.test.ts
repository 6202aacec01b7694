import { describe, expect, it } from 'vitest';
import { SHELL, cacheName, mayKeep, precacheList, staleCaches, strategyFor } from '../src/sw/cache-rules';

const ORIGIN = 'https://petteia.example';
const SHELL_PATHS = new Set(['/index.html', '/assets/index-AbC123.js', '/engine/petteia-engine.wasm']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: ORIGIN + path, mode });

describe('precacheList', () => {
  const dist = [
    'index.html', 'assets/index-AbC123.js', 'assets/index-Xy9.css', 'assets/lobby-Q1.js', 'sw.js', 'assets/index-AbC123.js.map',
    '.vite/manifest.json', 'engine/petteia-engine.mjs', 'engine/petteia-engine.wasm',
    'engine/tables/petteia-6x6-3v2.ptb', 'engine/tables/petteia-8x8-2v2.ptb', 'icons/icon-192.png', 'manifest.webmanifest',
  ];

  it('keeps the shell: the page, every bundle, the engine, the icons and the manifest, sorted', () => {
    expect(precacheList(dist)).toEqual([
      '/assets/index-AbC123.js', '/assets/index-Xy9.css', '/assets/lobby-Q1.js',
      '/engine/petteia-engine.mjs', '/engine/petteia-engine.wasm', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest',
    ]);
    expect(precacheList(dist)).toContain(SHELL);
  });

  it('leaves out the endgame tables, the worker itself, source maps and the build\'s own files', () => {
    const list = precacheList(dist);
    expect(list.some((url) => url.startsWith('/engine/tables/'))).toBe(false);
    expect(list).not.toContain('/sw.js');
    expect(list.some((url) => url.endsWith('.map') || url.includes('/.'))).toBe(false);
  });

  it('is the same list whatever order the files were found in', () => {
    expect(precacheList([...dist].reverse())).toEqual(precacheList(dist));
  });
});

describe('strategyFor', () => {
  it('answers a page of the app (any route) network first, with the shell behind it', () => {
    for (const path of ['/', '/g/abc123', '/rules', '/@/Ariadne', '/lobby', '/no-such-page']) expect(strategyFor(get(path, 'navigate'), ORIGIN, SHELL_PATHS)).toBe('navigation');
  });

  it('answers the shell\'s files from the cache', () => {
    expect(strategyFor(get('/assets/index-AbC123.js'), ORIGIN, SHELL_PATHS)).toBe('precached');
    expect(strategyFor(get('/engine/petteia-engine.wasm'), ORIGIN, SHELL_PATHS)).toBe('precached');
  });

  it('never keeps what belongs to a person: sessions, accounts, games, the sockets', () => {
    for (const path of ['/api/session', '/api/account', '/api/games', '/api/games/abc/positions', '/api/live', '/api/variants?x=1', '/ws', '/ws/lobby', '/api'])
      expect(strategyFor(get(path), ORIGIN, SHELL_PATHS), path).toBe('network');
    expect(strategyFor(get('/api/account', 'navigate'), ORIGIN, SHELL_PATHS)).toBe('network');
  });

  it('keeps the variant catalogue, the same for everyone, refreshed behind the kept copy', () => {
    expect(strategyFor(get('/api/variants'), ORIGIN, SHELL_PATHS)).toBe('catalogue');
  });

  it('keeps an endgame table once fetched, and nothing else of /engine/tables/', () => {
    expect(strategyFor(get('/engine/tables/petteia-6x6-3v2.ptb'), ORIGIN, SHELL_PATHS)).toBe('kept-when-fetched');
    expect(strategyFor(get('/engine/tables/../x.ptb'), ORIGIN, SHELL_PATHS)).not.toBe('kept-when-fetched');
    expect(strategyFor(get('/engine/tables/notes.txt'), ORIGIN, SHELL_PATHS)).toBe('network');
  });

  it('leaves other methods, other sites, queries and unknown files to the network', () => {
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/api/games`, mode: 'cors' }, ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/`, mode: 'navigate' }, ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor({ method: 'HEAD', url: `${ORIGIN}/index.html`, mode: 'cors' }, ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor({ method: 'GET', url: 'https://evil.example/assets/index-AbC123.js', mode: 'cors' }, ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor({ method: 'GET', url: 'https://evil.example/', mode: 'navigate' }, ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor(get('/index.html?v=2'), ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor(get('/assets/old-build-Zz.js'), ORIGIN, SHELL_PATHS)).toBe('network');
    expect(strategyFor({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN, SHELL_PATHS)).toBe('network');
  });
});

describe('caches', () => {
  it('names the cache after the build, and drops only this site\'s other builds', () => {
    const current = cacheName('b2');
    expect(current).toBe('petteia-shell-b2');
    expect(staleCaches(['petteia-shell-b1', current, 'someone-else', 'petteia-shell-b0'], current)).toEqual(['petteia-shell-b1', 'petteia-shell-b0']);
  });

  it('keeps only whole, successful, same-origin answers', () => {
    expect(mayKeep({ status: 200, type: 'basic' })).toBe(true);
    for (const response of [{ status: 206, type: 'basic' }, { status: 404, type: 'basic' }, { status: 500, type: 'basic' }, { status: 200, type: 'opaque' }, { status: 200, type: 'cors' }, { status: 0, type: 'opaqueredirect' }])
      expect(mayKeep(response)).toBe(false);
  });
});
