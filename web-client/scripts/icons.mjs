// Draws the app's PNG icons (public/icons/*.png, committed) from their SVGs, which are the site's
// logo mark (index.html's favicon: a light and a dark piece on the board's brown). Run it again
// after changing an SVG: `node scripts/icons.mjs` (Debian's Chromium, as the e2e suite uses; nothing
// is fetched). The maskable icon keeps its pieces inside the middle 80 % (the safe zone a launcher
// may crop to a circle) on a full-bleed background.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../public/icons/', import.meta.url).pathname;
const icons = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.PETTEIA_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(dir + icon.svg, 'utf8').replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: dir + icon.png, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`${icon.png}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
