// The Vite plugin that writes dist/sw.js after the page's build (npm run build): it lists dist/'s
// files (the hashed bundles Vite just wrote, public/'s icons, manifest and browser engine), keeps
// those the shell needs (src/sw/cache-rules.ts, precacheList), hashes their contents, and builds
// src/sw/service-worker.ts into one classic script with that list and hash written in. The hash
// changes with any byte of any precached file, so a new deploy's worker is a new script (the
// browser installs it) with a cache of its own (the old one deleted when it activates).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'vite';
import { precacheList } from '../src/sw/cache-rules';

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path).split(sep).join('/')];
  });
}

/** The hash of a build's shell: its URLs and their contents, in the list's order. */
export function shellHash(outDir: string, urls: readonly string[]): string {
  const hash = createHash('sha256');
  for (const url of urls) hash.update(url).update('\0').update(readFileSync(join(outDir, url))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'petteia-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const urls = precacheList(filesUnder(outDir));
      const hash = shellHash(outDir, urls);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __PETTEIA_PRECACHE__: JSON.stringify(urls), __PETTEIA_BUILD_HASH__: JSON.stringify(hash) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2020',
          minify: true,
          lib: { entry: new URL('../src/sw/service-worker.ts', import.meta.url).pathname, formats: ['iife'], name: 'petteiaServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const bytes = urls.reduce((sum, url) => sum + statSync(join(outDir, url)).size, 0);
      console.log(`service worker: dist/sw.js, cache ${hash}, ${urls.length} files precached, ${(bytes / 1024).toFixed(1)} KiB`);
    },
  };
}
