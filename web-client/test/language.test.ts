import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../src/net/connection';
import { validTime } from '../src/lib/variants';

// preferredLanguage lives in i18n/index.ts, which touches the page's storage only when called.
import { preferredLanguage } from '../src/i18n';

describe('language choice', () => {
  it('is French when the browser prefers French, English otherwise', () => {
    expect(preferredLanguage(['fr-FR', 'en-US'])).toBe('fr');
    expect(preferredLanguage(['fr'])).toBe('fr');
    expect(preferredLanguage(['de-DE', 'fr-CH', 'en'])).toBe('fr');
    expect(preferredLanguage(['en-GB', 'fr-FR'])).toBe('en');
    expect(preferredLanguage(['de-DE'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('is Greek when the browser prefers Greek, the first of ours in the browser’s order', () => {
    expect(preferredLanguage(['el-GR', 'en-US'])).toBe('el');
    expect(preferredLanguage(['el'])).toBe('el');
    expect(preferredLanguage(['de-DE', 'EL-gr', 'fr'])).toBe('el');
    expect(preferredLanguage(['fr-FR', 'el-GR'])).toBe('fr');
    expect(preferredLanguage(['en-GB', 'el-GR'])).toBe('en');
  });
});

describe('reconnection backoff', () => {
  it('grows from half a second to at most about eight', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, middle))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(backoffDelay(0, () => 0)).toBe(375);
    expect(backoffDelay(0, () => 1)).toBe(625);
  });
});

describe('custom time controls', () => {
  it('accept what the server accepts', () => {
    expect(validTime(0.05, 0)).toBe(true);
    expect(validTime(180, 60)).toBe(true);
    expect(validTime(0, 0)).toBe(false);
    expect(validTime(181, 0)).toBe(false);
    expect(validTime(5, 61)).toBe(false);
    expect(validTime(5, 1.5)).toBe(false);
  });
});
