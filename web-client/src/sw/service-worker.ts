// The service worker (/sw.js, scope /): keeps the app's shell so that the site opens with the
// network down and a game against the computer can be started there (./cache-rules.ts says what is
// kept and why). Built apart from the page, after it, by ../../scripts/service-worker.mjs, which
// fills in the build's list of files and its hash: each build's worker is a new byte-for-byte
// script, so the browser installs it, and its cache (named after the hash) replaces the old one.
//
// Updates: the new worker does not wait for every tab of the old one to close (skipWaiting) and
// takes the open pages at once (clients.claim). That is safe here because the worker never changes
// what a running page gets in a way it could notice: navigations go to the network first, and a page
// of the old build that asks for one of its own lazy chunks gets it from the network as it would with
// no worker at all (the old cache is gone). Waiting instead would leave a phone that never closes
// its tab on the old shell for days.
import { CATALOGUE, NAVIGATION_TIMEOUT_MS, SHELL, cacheName, mayKeep, staleCaches, strategyFor } from './cache-rules';

declare const __PETTEIA_PRECACHE__: string[];
declare const __PETTEIA_BUILD_HASH__: string;

// The worker's own globals, which the page's DOM types do not describe.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  readonly location: Location;
}

const scope = self as unknown as WorkerScope;
const CACHE = cacheName(__PETTEIA_BUILD_HASH__);
const PRECACHE: readonly string[] = __PETTEIA_PRECACHE__; // written in once, used twice
const PRECACHED = new Set(PRECACHE);

scope.addEventListener('install', (event) => {
  // 'reload': past the HTTP cache, so that an unhashed file (the page, the engine) is this build's.
  event.waitUntil(
    caches.open(CACHE)
      .then(async (cache) => {
        await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
        // The catalogue too, which the first visit asked before this worker was there: a game against
        // the computer started offline needs it. Not required: without it the worker still installs.
        await cache.add(new Request(CATALOGUE, { cache: 'reload' })).catch(() => undefined);
      })
      .then(() => scope.skipWaiting()),
  );
});

// A player's notification (issue 38, src/views/player-events.ts) opens its game: in a tab of the site
// already open, brought forward, else in a new one. Only the site's own paths are opened.
scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: unknown } | null)?.url;
  const url = typeof wanted === 'string' && /^\/g\/[A-Za-z0-9_-]{1,64}$/.test(wanted) ? wanted : '/';
  event.waitUntil(
    scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const tab = open[0];
      if (!tab) return void (await scope.clients.openWindow(url));
      const focused = await tab.focus();
      await focused.navigate(url).catch(() => null);
    }),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(staleCaches(names, CACHE).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor(request, scope.location.origin, PRECACHED);
  if (strategy === 'network') return; // the browser fetches it itself, as without a worker
  if (strategy === 'navigation') event.respondWith(navigation(request));
  else if (strategy === 'precached') event.respondWith(precached(request));
  else if (strategy === 'kept-when-fetched') event.respondWith(keptWhenFetched(request));
  else event.respondWith(catalogue(event));
});

/** The network's page if it answers within NAVIGATION_TIMEOUT_MS and not with a server error; else the cached shell. */
async function navigation(request: Request): Promise<Response> {
  const network = fetch(request);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
  const answer = await Promise.race([network.catch(() => null), timeout]);
  if (answer && answer.status < 500) return answer;
  const shell = await caches.match(SHELL, { cacheName: CACHE });
  if (shell) return shell;
  return answer ?? network; // nothing kept: the network's answer or failure, as without a worker
}

async function precached(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

async function keptWhenFetched(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  if (mayKeep(response)) {
    const copy = response.clone();
    await caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** The kept catalogue at once (offline, or slow), refreshed from the network for the next time. */
async function catalogue(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const kept = await caches.match(request, { cacheName: CACHE });
  const refreshed = fetch(request).then(async (response) => {
    if (mayKeep(response)) await caches.open(CACHE).then((cache) => cache.put(request, response.clone()));
    return response;
  });
  if (!kept) return refreshed;
  event.waitUntil(refreshed.catch(() => undefined));
  return kept;
}
