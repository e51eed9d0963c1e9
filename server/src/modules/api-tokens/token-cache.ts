import type { TokenHolder } from './service.js';

/** How long a resolved token is trusted without a notice, at most: a bound on what a lost notice costs. */
const KEPT_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  holder: TokenHolder;
  expiresOn: string | null;
  lastUsedAt: string | null;
  keptAt: number;
}

/**
 * The tokens this server has resolved, by hash (issue 40: a token's check adds < 1 ms to a call).
 * It trusts them only while it is sure to hear of every change that could refuse one (on
 * PostgreSQL, the `auth_changed` notices of migration 0065, heard by every server): a notice
 * empties it, and while the notices cannot be heard it keeps nothing. A lookup that began
 * before a notice is not kept after it (`generation`), so a revoked token never comes back.
 */
export class TokenCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private trusted = false;

  /** Whether it keeps tokens now (it hears every change). */
  get keeping(): boolean {
    return this.trusted;
  }

  /** Hearing every change from now on. */
  listening(): void {
    this.clear();
    this.trusted = true;
  }

  /** Changes may be missed: keep nothing until listening again. */
  lost(): void {
    this.trusted = false;
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** A ticket for a lookup about to start: `keep` takes its result only if nothing changed since. */
  ticket(): number {
    return this.generation;
  }

  get(hash: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (nowMs - entry.keptAt > KEPT_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry;
  }

  keep(ticket: number, hash: string, entry: Omit<Entry, 'keptAt'>, nowMs: number): void {
    if (!this.trusted || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { ...entry, keptAt: nowMs });
  }
}
