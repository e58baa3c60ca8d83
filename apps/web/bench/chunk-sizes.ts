/**
 * `node --import tsx bench/chunk-sizes.ts [dist]`: the built console's chunks against the page budget,
 * without Lighthouse (bench/web.ts runs both): the first load, each page's chunk with the files it
 * adds, largest first, and what pages load on demand. Build first (`npx vite build`).
 */
import path from 'node:path';
import { readChunks } from './chunks.ts';

const PAGE_CHUNK_KB = 120;
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const { firstLoad, pages, onDemand } = readChunks(dist);
const kb = (n: number) => `${n.toFixed(1).padStart(6)} KB`;

console.log(`first load ${kb(firstLoad.totalKb)}`);
for (const p of pages) {
  const mark = p.totalKb > PAGE_CHUNK_KB ? ' over' : '';
  const files = p.files
    .filter((f) => f.gzipKb >= 1)
    .map((f) => `${f.file} ${f.gzipKb.toFixed(1)}`)
    .join(', ');
  console.log(`${kb(p.totalKb)} ${p.page}${mark}: ${files}`);
}
console.log('on demand:');
for (const p of onDemand) console.log(`${kb(p.totalKb)} ${p.page}`);
