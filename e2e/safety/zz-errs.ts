import { readAsks } from './corpus.ts';
import { rates, reviewAll } from './measure.ts';
const files = process.argv.slice(2);
for (const f of files) {
  const asks = readAsks(f);
  const out = await reviewAll(asks);
  const r = rates(out);
  console.log(`== ${f} recall ${r.recall.toFixed(3)} fr ${r.falseRefusals.toFixed(3)} (${r.unsafe}/${r.innocent})`);
  for (const o of out) {
    if ((o.ask.expected === 'allow') !== o.verdict.refused) continue;
    const got = o.verdict.refused ? `REF ${o.verdict.stage}/${o.verdict.category}` : 'ALLOWED';
    console.log(`${o.ask.expected.padEnd(19)} ${got.padEnd(30)} ${o.ask.language}/${o.ask.trick} [${o.ask.task_type}] ${JSON.stringify(o.ask.question)} @ ${JSON.stringify(o.ask.location)}`);
  }
}
