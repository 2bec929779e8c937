import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { row } from './support.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * The gzipped JavaScript each route loads before it shows: the entry chunk with its static imports, plus the
 * route module's chunk with its static imports. Read from the Vite manifest of the last `npm run build`.
 */
export const benchBundle = () => {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.log('bundle: no build found; run `npm run build` first');
    return;
  }
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file)!;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const total = (keys: Set<string>) =>
    [...keys].reduce(
      (sum, key) => sum + (manifest[key]?.file.endsWith('.js') ? size(manifest[key]!.file) : 0),
      0,
    );

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return;
  const entry = closure(entryKey);
  const entryBytes = total(entry);
  console.log(row(['JavaScript loaded first (gzip)', 'kB', 'ratio to entry']));
  console.log(row(['entry (every page)', (entryBytes / 1024).toFixed(1), '1.000']));
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && key.includes('/app/routes/'))
    .sort();
  for (const key of routes) {
    const keys = closure(key, new Set(entry));
    const bytes = total(keys);
    const name = key.replace(/^.*\/app\/routes\//, '').replace(/\.tsx?$/, '');
    console.log(row([`route ${name}`, (bytes / 1024).toFixed(1), (bytes / entryBytes).toFixed(3)]));
  }
};
