import * as C from '@/domain/safety/concepts.ts';
import { readAsk } from '@/domain/safety/readings.ts';
const [q, loc] = [process.argv[2]!, process.argv[3] ?? null];
const r = readAsk(q, loc);
console.log('lang', r.language);
for (const t of r.texts) {
  const hits = Object.entries(C).filter(([, p]) => p instanceof RegExp).flatMap(([n, p]) => { const m = (p as RegExp).exec(t); return m ? [`${n}:${m[0]}`] : []; });
  console.log(JSON.stringify(t).slice(0, 160), '\n   ', hits.join('  '));
}
