import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyLink, shareCancelled, shareWay } from '../src/lib/share';

const data = { title: 'Petteia Online', text: 'Play a game of Petteia with me', url: 'https://example.test/g/AbC123' };
const share = () => Promise.resolve();

describe('shareWay', () => {
  it('uses the share sheet on a phone or tablet whose browser has Web Share', () => {
    expect(shareWay({ share }, true, data)).toBe('share');
    expect(shareWay({ share, canShare: () => true }, true, data)).toBe('share');
  });

  it('offers the copy button on a computer, even if its browser could share', () => {
    expect(shareWay({ share }, false, data)).toBe('copy');
  });

  it('offers the copy button when the browser has no Web Share, or refuses this link', () => {
    expect(shareWay({}, true, data)).toBe('copy');
    expect(shareWay({ share: 'not a function' }, true, data)).toBe('copy');
    expect(shareWay({ share, canShare: () => false }, true, data)).toBe('copy');
  });

  it('asks canShare about the very link it will share', () => {
    const canShare = vi.fn(() => true);
    shareWay({ share, canShare }, true, data);
    expect(canShare).toHaveBeenCalledWith(data);
  });
});

describe('shareCancelled', () => {
  it('tells a closed share sheet (nothing to do) from a failure (fall back to copying)', () => {
    expect(shareCancelled(new DOMException('closed', 'AbortError'))).toBe(true);
    expect(shareCancelled(new DOMException('no gesture', 'NotAllowedError'))).toBe(false);
    expect(shareCancelled(new TypeError('bad data'))).toBe(false);
    expect(shareCancelled(undefined)).toBe(false);
  });
});

describe('copyLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  function field() {
    return { focus: vi.fn(), select: vi.fn() } as unknown as HTMLInputElement;
  }

  it('writes the link to the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyLink(data.url, field())).toBe(true);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('falls back to selecting the link and the copy command when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    const execCommand = vi.fn(() => true);
    vi.stubGlobal('document', { execCommand });
    const input = field();
    expect(await copyLink(data.url, input)).toBe(true);
    expect(input.select).toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says so when nothing could copy, leaving the link selected', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', { execCommand: () => false });
    const input = field();
    expect(await copyLink(data.url, input)).toBe(false);
    expect(input.select).toHaveBeenCalled();
  });
});
