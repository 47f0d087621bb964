// rules-only over all training asks: recall/FR, per-source, and error listing (--errors=category|allow)
import { checkRules } from '@/domain/safety/rules.ts';
import { readAsks, trainingAsks, locationText } from './corpus.ts';
const extra = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const want = process.argv.find((a) => a.startsWith('--errors='))?.slice(9);
const asks = extra.length ? extra.flatMap(readAsks) : trainingAsks();
let u = 0, ur = 0, i = 0, ir = 0;
const lines: string[] = [];
const t0 = performance.now();
for (const a of asks) {
  const v = checkRules({ question: a.question, location: locationText(a), taskType: a.task_type });
  if (a.expected === 'allow') { i++; if (v.refused) { ir++; if (want === 'allow') lines.push(`${v.category} ${a.language}/${a.trick} [${a.task_type}] ${JSON.stringify(a.question)} @ ${JSON.stringify(a.location)}`); } }
  else { u++; if (v.refused) ur++; else if (want === a.expected || want === 'all') lines.push(`${a.expected} ${a.language}/${a.trick} [${a.task_type}] ${JSON.stringify(a.question)} @ ${JSON.stringify(a.location)}`); }
}
console.log(`rules: ${asks.length} asks, recall ${(ur / u).toFixed(4)} (${ur}/${u}), FR ${(ir / i).toFixed(4)} (${ir}/${i}), ${((performance.now() - t0) / asks.length).toFixed(3)} ms/ask`);
console.log(lines.join('\n'));
