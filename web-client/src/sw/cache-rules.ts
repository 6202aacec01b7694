// What the service worker (./service-worker.ts) keeps and how it answers each request, as pure
// functions: the build (../../scripts/service-worker.mjs) and the unit tests use them as they are.
//
// The app's shell is precached at install: the page, its hashed bundles, the icons, the manifest and
// the browser engine (/engine/petteia-engine.mjs and .wasm, which offline play against the computer
// needs). Not precached: Petteia's endgame tables (/engine/tables/, 1.7 MB, fetched by an analysis
// only when its position needs one; kept once fetched), Vite's manifest, the worker itself.
// Nothing of a person is ever kept: /api/ (sessions, accounts, games) and /ws go to the network
// untouched; only the variant catalogue, the same for everyone, is kept, because the page draws
// its games and their pieces from it (the game against the computer cannot start without it).

/** How the worker answers a request. */
export type Strategy =
  | 'network' // not the worker's business: the browser's own fetch, nothing kept
  | 'navigation' // a page of the app: the network's page, else (offline, or slow) the cached shell
  | 'precached' // a file of the shell: from the cache, kept since install
  | 'kept-when-fetched' // an endgame table: from the cache once fetched, else fetched and kept
  | 'catalogue'; // GET /api/variants: the kept answer at once, refreshed from the network behind it

/** The page every navigation falls back on: the app routes itself (/g/ID, /rules, /@/NAME, …). */
export const SHELL = '/index.html';

/** The variant catalogue: the one answer of /api/ that is kept (at install too). */
export const CATALOGUE = '/api/variants';

/** The cache's name: one per build, so that a new deploy's worker starts afresh and drops the old. */
export const CACHE_PREFIX = 'petteia-shell-';

export function cacheName(buildHash: string): string {
  return CACHE_PREFIX + buildHash;
}

/** The caches an activated worker deletes: this site's shells of other builds (nobody else's). */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/**
 * The URLs to precache, from the files of dist/ (paths relative to it, '/' separated): everything the
 * shell may need offline, sorted (the build's hash is taken over them in this order).
 */
export function precacheList(files: readonly string[]): string[] {
  const urls = files
    .filter((file) => !file.startsWith('.') && !file.includes('/.')) // .vite/manifest.json: the build's, not the page's
    .filter((file) => !file.startsWith('engine/tables/')) // fetched on demand, large
    .filter((file) => file !== 'sw.js' && !file.endsWith('.map'))
    .map((file) => `/${file}`);
  return [...new Set(urls)].sort();
}

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** How the worker answers `request`, made from a page at `origin`, with `precached` its shell's paths. */
export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path === '/ws' || path.startsWith('/ws/')) return 'network';
  if (path === CATALOGUE && url.search === '') return 'catalogue';
  if (path.startsWith('/api/') || path === '/api') return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.search !== '') return 'network';
  if (precached.has(path)) return 'precached';
  if (/^\/engine\/tables\/[A-Za-z0-9_-]+\.ptb$/.test(path)) return 'kept-when-fetched';
  return 'network';
}

/** Whether a response may be kept: a whole, successful, same-origin answer (not an error, a redirect, a range). */
export function mayKeep(response: { status: number; type: string }): boolean {
  return response.status === 200 && response.type === 'basic';
}

/** How long a navigation waits for the network before the cached shell is shown. */
export const NAVIGATION_TIMEOUT_MS = 3000;
