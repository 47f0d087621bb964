/**
 * `npm run bench:rules`: how long the deterministic safety rules take per ask,
 * over the labelled set (a speed target, kept out of the functional tests).
 */
import { LABELLED_ASKS } from '../src/domain/safety/labelled-asks.ts';
import { checkScopeRules } from '../src/domain/safety/scope-rules.ts';

const ROUNDS = 50;
for (const ask of LABELLED_ASKS) checkScopeRules({ question: ask.question, location: ask.location, taskType: ask.taskType });
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const ask of LABELLED_ASKS) checkScopeRules({ question: ask.question, location: ask.location, taskType: ask.taskType });
}
const perCallMs = (performance.now() - started) / (ROUNDS * LABELLED_ASKS.length);
console.log(JSON.stringify({ asks: LABELLED_ASKS.length, rounds: ROUNDS, per_call_ms: Number(perCallMs.toFixed(4)) }));
