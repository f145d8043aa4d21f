/**
 * A bounded map that forgets its least recently used entry when full, and each entry at its own expiry (epoch
 * ms). For what the gateway would otherwise redo on every request of a session: decoding the same token,
 * parsing the same session-cache entry.
 */
export class ExpiringLru<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(readonly maxSize: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.#entries.set(key, entry); // most recently used goes last
    return entry.value;
  }

  set(key: K, value: V, expiresAt: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxSize) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, { value, expiresAt });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
