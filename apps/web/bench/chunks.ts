/**
 * What the built console's JavaScript costs, read from dist/: the first load (what index.html
 * loads), each page's chunk (what opening a page adds to the first load: the page's chunk and the
 * chunks it imports statically), and the libraries a page loads on demand (a dynamic import inside
 * a page: the PDF renderer, charts, a calendar, an editor), reported apart. Sizes are gzipped KB.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Chunk = { file: string; gzipKb: number };
export type PageCost = { page: string; totalKb: number; files: Chunk[] };

const STATIC_IMPORT = /\b(?:from|import)\s*"\.\/([^"]+\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g;

export function readChunks(dist: string) {
  const assets = path.join(dist, 'assets');
  const source = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  const sizeOf = (file: string): Chunk => ({
    file,
    gzipKb: gzipSync(readFileSync(path.join(assets, file))).length / 1024,
  });
  const matches = (file: string, re: RegExp) => [...source(file).matchAll(re)].map((m) => m[1] ?? '');
  /** A chunk and every chunk it imports statically: what loading it fetches. */
  const closure = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of matches(file, STATIC_IMPORT)) walk(dep);
    };
    for (const root of roots) walk(root);
    return seen;
  };
  const dynamicOf = (files: Iterable<string>) => new Set([...files].flatMap((f) => matches(f, DYNAMIC_IMPORT)));
  const cost = (page: string, files: string[]): PageCost => {
    const chunks = files.map(sizeOf).toSorted((a, b) => b.gzipKb - a.gzipKb);
    return { page, files: chunks, totalKb: chunks.reduce((n, c) => n + c.gzipKb, 0) };
  };

  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  const first = closure(entries);
  // Pages: what the shell's router imports on demand.
  const pages = [...dynamicOf(first)].filter((p) => !first.has(p));
  const pageCosts = pages.map((p) => {
    const own = [...closure([p])].filter((f) => !first.has(f));
    return { root: p, own, cost: cost(p, own) };
  });
  // On demand inside a page: a dynamic import no route names (a heavy library behind a click).
  const onDemand = new Map<string, PageCost>();
  for (const { own } of pageCosts) {
    for (const lib of dynamicOf(own)) {
      if (first.has(lib) || pages.includes(lib) || onDemand.has(lib)) continue;
      const files = [...closure([lib])].filter((f) => !first.has(f) && !own.includes(f));
      onDemand.set(lib, cost(lib, files));
    }
  }
  // Workers (pdf.js's) are files of their own, fetched only by the library that starts them.
  const workers = readdirSync(assets)
    .filter((f) => f.endsWith('.mjs'))
    .map(sizeOf);
  return {
    firstLoad: cost('first load', [...first]),
    pages: pageCosts.map((p) => p.cost).toSorted((a, b) => b.totalKb - a.totalKb),
    onDemand: [...onDemand.values()],
    workers,
  };
}
