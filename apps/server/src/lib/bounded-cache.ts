import { LRUCache } from 'lru-cache';
import { Gauge, type Registry } from 'prom-client';

/**
 * Byte-bounded caches, each reported in `/management/prometheus`, so that no server memory grows with the data
 * stored (ARCHITECTURE.md "Bounded work and memory").
 *
 *   const cache = createBoundedCache<number, Thing>({ name: 'things', maxBytes: 8 * MIB, sizeOf: approximateBytes });
 *   registerCacheMetrics(app.metrics, 'things', cache);
 *
 * `cache` is an `LRUCache` of `lru-cache`: `get` (makes the entry most recently used), `set`, `delete`, `clear`,
 * `size` (entries) and `calculatedSize` (bytes). Setting past `maxBytes` evicts the least recently used entries; a
 * value larger than `maxBytes` alone is not kept. `dispose` (optional) is told of each entry that leaves.
 * `registerCacheMetrics` adds the cache to the gauges `cache_bytes`, `cache_entries` and `cache_max_bytes`, labelled
 * `cache="<name>"`, of that registry; registering a name again replaces the source.
 */

export const MIB = 1024 * 1024;

export interface BoundedCacheOptions<K, V> {
  /** The cache's name, as in its metrics. */
  name: string;
  /** The most bytes its values may add up to, by `sizeOf`. */
  maxBytes: number;
  /** The most entries, whatever their size (none when not given). */
  maxEntries?: number;
  /** A value's approximate size in bytes (`approximateBytes` by default), key included. */
  sizeOf?: (value: V, key: K) => number;
  /** An entry is dropped this long after it was set (none when not given). */
  ttlMs?: number;
  /** Told of each entry that leaves the cache, for whatever reason (evicted, deleted, replaced, cleared). */
  dispose?: (value: V, key: K) => void;
}

/** `{}`: lru-cache's own bound for keys and values (anything but null and undefined). */
export type BoundedCache<K extends {}, V extends {}> = LRUCache<K, V> & { readonly cacheName: string };

export const createBoundedCache = <K extends {}, V extends {}>(
  options: BoundedCacheOptions<K, V>,
): BoundedCache<K, V> => {
  const sizeOf = options.sizeOf ?? ((value: V, key: K) => approximateBytes(value) + approximateBytes(key));
  const cache = new LRUCache<K, V>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes,
    ...(options.maxEntries ? { max: options.maxEntries } : {}),
    ...(options.ttlMs ? { ttl: options.ttlMs, ttlAutopurge: false } : {}),
    // lru-cache wants a positive integer.
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key))),
    ...(options.dispose ? { dispose: (value: V, key: K) => options.dispose?.(value, key) } : {}),
  });
  return Object.assign(cache, { cacheName: options.name });
};

/** What the cache gauges read of a cache. */
export interface CacheMetricsSource {
  /** Bytes held. */
  readonly calculatedSize: number;
  /** Entries held. */
  readonly size: number;
  /** The bound in bytes. */
  readonly maxSize: number;
}

const sourcesOf = new WeakMap<Registry, Map<string, CacheMetricsSource>>();

/**
 * Reports a cache's bytes, entries and bound in a registry's `cache_bytes`, `cache_entries` and `cache_max_bytes`
 * gauges (label `cache`). Any object with `calculatedSize`, `size` and `maxSize` will do, so that a cache of
 * another shape can be reported. Returns a function that stops reporting it.
 */
export const registerCacheMetrics = (registry: Registry, name: string, source: CacheMetricsSource) => {
  let sources = sourcesOf.get(registry);
  if (!sources) {
    const known = new Map<string, CacheMetricsSource>();
    sources = known;
    sourcesOf.set(registry, known);
    const gauge = (metric: string, help: string, read: (source: CacheMetricsSource) => number) =>
      new Gauge({
        name: metric,
        help,
        labelNames: ['cache'] as const,
        registers: [registry],
        collect() {
          this.reset();
          for (const [cache, each] of known) this.set({ cache }, read(each));
        },
      });
    gauge('cache_bytes', 'Approximate bytes held by each in-memory cache.', (each) => each.calculatedSize);
    gauge('cache_entries', 'Entries held by each in-memory cache.', (each) => each.size);
    gauge('cache_max_bytes', 'The byte bound of each in-memory cache.', (each) => each.maxSize);
  }
  sources.set(name, source);
  return () => {
    if (sources.get(name) === source) sources.delete(name);
  };
};

/** Bytes of an object's header and of each property slot or array element, roughly, in V8. */
const OBJECT_BYTES = 32;
const SLOT_BYTES = 8;

/**
 * A value's size in memory, roughly: strings at two bytes a character, numbers and slots at eight, objects, arrays,
 * `Set`s and `Map`s walked (shared and cyclic parts counted once). Meant for cache entries, which are small; a
 * typed array or buffer counts its bytes.
 */
export const approximateBytes = (value: unknown): number => {
  const seen = new Set<object>();
  const walk = (item: unknown): number => {
    switch (typeof item) {
      case 'string':
        return 16 + 2 * item.length;
      case 'number':
      case 'bigint':
        return 8;
      case 'boolean':
      case 'undefined':
      case 'symbol':
        return 4;
      case 'function':
        return OBJECT_BYTES;
      case 'object': {
        if (item === null) return 4;
        if (seen.has(item)) return SLOT_BYTES;
        seen.add(item);
        if (ArrayBuffer.isView(item)) return OBJECT_BYTES + item.byteLength;
        if (item instanceof ArrayBuffer) return OBJECT_BYTES + item.byteLength;
        let bytes = OBJECT_BYTES;
        if (Array.isArray(item)) {
          for (const element of item) bytes += SLOT_BYTES + walk(element);
        } else if (item instanceof Set) {
          for (const element of item) bytes += 2 * SLOT_BYTES + walk(element);
        } else if (item instanceof Map) {
          for (const [key, element] of item) bytes += 3 * SLOT_BYTES + walk(key) + walk(element);
        } else if (item instanceof Date) {
          bytes += 8;
        } else {
          for (const key of Object.keys(item)) {
            bytes += SLOT_BYTES + walk(key) + walk((item as Record<string, unknown>)[key]);
          }
        }
        return bytes;
      }
      default:
        return SLOT_BYTES;
    }
  };
  return walk(value);
};
