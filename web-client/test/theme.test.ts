import { describe, expect, it } from 'vitest';
import { nextTheme, resolvedTheme } from '../src/lib/theme';

describe('the theme', () => {
  it('follows the device on auto, and a choice whatever the device', () => {
    expect(resolvedTheme('auto', true)).toBe('dark');
    expect(resolvedTheme('auto', false)).toBe('light');
    expect(resolvedTheme('light', true)).toBe('light');
    expect(resolvedTheme('dark', false)).toBe('dark');
  });

  it('cycles auto → dark → light → auto', () => {
    expect(nextTheme('auto')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('light')).toBe('auto');
  });
});
