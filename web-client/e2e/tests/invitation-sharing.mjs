// Sharing the invitation link: the share sheet, or the copy button.
import { assert, createInvitation } from '../helpers.mjs';

export default [
  ['sharing the invitation: the share sheet on a phone, else a copy button announced to screen readers', async ({ server, newContext }) => {
    const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
    const sharing = await newContext(phone);
    // Chromium on Linux has no Web Share: a stand-in records what the page asks to share.
    await sharing.addInitScript(() => {
      window.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data) { window.__shared.push(JSON.parse(JSON.stringify(data))); return Promise.resolve(); },
      });
    });
    const creator = await sharing.newPage();
    const link = await createInvitation(creator, server.url);
    const id = new URL(link).pathname.split('/')[2];
    assert.equal(await creator.getByTestId('share-link').inputValue(), link); // the link is shown
    assert.equal(await creator.getByTestId('copy-link').count(), 0);
    await creator.getByTestId('share-native').click();
    await creator.waitForFunction(() => window.__shared.length === 1);
    const [shared] = await creator.evaluate(() => window.__shared);
    assert.equal(new URL(shared.url).pathname, `/g/${id}`);
    assert.equal(shared.url, link);
    assert.equal(shared.title, 'Petteia Online');

    // The same phone without Web Share: a copy button, the clipboard, and "Link copied" in a live region.
    const copying = await newContext({ ...phone, permissions: ['clipboard-read', 'clipboard-write'] });
    const other = await copying.newPage();
    const otherLink = await createInvitation(other, server.url);
    assert.equal(await other.evaluate(() => typeof navigator.share), 'undefined');
    assert.equal(await other.getByTestId('share-native').count(), 0);
    assert.equal(await other.getByTestId('share-link').inputValue(), otherLink);
    await other.getByTestId('copy-link').click();
    const announcement = other.locator('[aria-live]', { hasText: 'Link copied' });
    await announcement.waitFor();
    assert.ok(['assertive', 'polite'].includes(await announcement.getAttribute('aria-live')));
    assert.equal(await other.evaluate(() => navigator.clipboard.readText()), otherLink);
  }],
];
