import { readAsks, SPLITS, locationText } from '/work/wt/safety-engine/e2e/safety/corpus.ts';
import { checkRules } from '/work/wt/safety-engine/src/domain/safety/rules.ts';
const cat = process.argv[2];
for (const a of readAsks(SPLITS.dev)) {
  if (a.expected !== cat || a.trick !== 'none') continue;
  if (!checkRules({ question: a.question, location: locationText(a), taskType: a.task_type }).refused) console.log(`${a.language} ${a.question.slice(0, 150)} @ ${typeof a.location === 'string' ? a.location.slice(0, 40) : 'coords'}`);
}
