// What the browser keeps: each game's seat secret, and the player's settings.

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the game still works, it just won't be resumed.
  }
}

const SECRET_PREFIX = 'petteia.secret.';

export function secretFor(game: string): string | null {
  return read(SECRET_PREFIX + game);
}

export function storeSecret(game: string, secret: string): void {
  write(SECRET_PREFIX + game, secret);
}

export function setting(name: string): string | null {
  return read('petteia.' + name);
}

export function storeSetting(name: string, value: string): void {
  write('petteia.' + name, value);
}

/** Every stored key under petteia.<prefix>, without that prefix, with its value. */
export function storedUnder(prefix: string): [string, string][] {
  const found: [string, string][] = [];
  try {
    const full = 'petteia.' + prefix;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const value = key?.startsWith(full) ? localStorage.getItem(key) : null;
      if (key && value !== null) found.push([key.slice(full.length), value]);
    }
  } catch {
    // No storage: nothing remembered.
  }
  return found;
}

export function forgetSetting(name: string): void {
  try {
    localStorage.removeItem('petteia.' + name);
  } catch {
    // Nothing to forget.
  }
}
