// Sending the invitation: the phone's own share sheet (Web Share) where there is one, else a copy
// button. The link itself is always shown as well, for copying by hand.

export type ShareWay = 'share' | 'copy';

export interface ShareAbility {
  share?: unknown;
  canShare?: (data?: ShareData) => boolean;
}

/**
 * Web Share on phones and tablets (a coarse pointer) whose browser has it and accepts this link;
 * a copy button everywhere else (a desktop's share sheet is less handy than the clipboard).
 */
export function shareWay(browser: ShareAbility, coarsePointer: boolean, data: ShareData): ShareWay {
  if (!coarsePointer || typeof browser.share !== 'function') return 'copy';
  if (typeof browser.canShare === 'function' && !browser.canShare(data)) return 'copy';
  return 'share';
}

/** The share sheet closed without sharing: nothing to fall back to. Other failures fall back to copying. */
export function shareCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Copies the link: the Clipboard API, else the old selection command; false if neither worked. */
export async function copyLink(link: string, field: HTMLInputElement): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(link);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the selection below.
  }
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
