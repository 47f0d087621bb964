import { readAsks, SPLITS, locationText } from '/work/wt/safety-engine/e2e/safety/corpus.ts';
import { checkRules } from '/work/wt/safety-engine/src/domain/safety/rules.ts';
let fp = 0, tp = 0, n = 0, u = 0;
for (const a of readAsks(SPLITS.dev)) {
  const v = checkRules({ question: a.question, location: locationText(a), taskType: a.task_type });
  if (a.expected === 'allow') { n++; if (v.refused) { fp++; if (process.argv[2]) console.log(v.category, a.question.slice(0, 140)); } } else { u++; if (v.refused) tp++; }
}
console.log(`rules alone: recall ${(tp / u).toFixed(3)}, false refusals ${(fp / n).toFixed(3)} (${fp})`);
