// A bounded in-process cache kept current by change notices (change-notices.ts). Each entry
// carries tags (`user:12`); a notice naming a tag drops every entry that carries it, '*' drops
// all. A load that was under way when any notice came in is answered but not kept (it may have
// read the database before the change committed). Nothing is served or kept while the notices
// are not live, nor to a request that wrote something whose notice this process has not heard
// yet (read-your-writes.ts). Entries also end after `maxAgeMs`, a second fence that no
// correctness rests on.
import { EVERYTHING, type ChangeNotices } from './change-notices';
import { mayServeFromCache } from './read-your-writes';

interface Entry<V> {
  value: V;
  tags: readonly string[];
  storedAt: number;
}

export class NoticedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private epoch = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly notices: Pick<ChangeNotices, 'live' | 'subscribe'> &
      Partial<Pick<ChangeNotices, 'heard'>>,
    private readonly options: { maxEntries: number; maxAgeMs: number },
  ) {
    this.unsubscribe = notices.subscribe((keys) => {
      this.epoch += 1;
      if (keys === EVERYTHING) this.clear();
      else for (const tag of keys) this.dropTag(tag);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept value, if any (never while notices are not live). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Kept, but maybe older than this client's last write: read it again (the load replaces it).
    if (!mayServeFromCache(this.notices.heard)) return undefined;
    if (!this.notices.live || Date.now() - entry.storedAt > this.options.maxAgeMs) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The kept value, or `load()`'s, kept with `tagsOf(value)` unless a notice came in while it
   * ran. `undefined` (nothing found) is never kept.
   */
  async read(
    key: string,
    load: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[],
  ): Promise<V | undefined> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && epoch === this.epoch && this.notices.live)
      this.set(key, value, tagsOf(value));
    return value;
  }

  drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private set(key: string, value: V, tags: readonly string[]): void {
    this.drop(key);
    // Bounded: the oldest entry goes first (Map keeps insertion order).
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    this.entries.set(key, { value, tags, storedAt: Date.now() });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private dropTag(tag: string): void {
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.drop(key);
  }
}
