/**
 * `npm run bench:rules`: how long the deterministic safety rules take per ask,
 * over our own labelled material (a speed target, kept out of the functional
 * tests). The whole review, classifier included, is timed by npm run eval:safety.
 */
import { locationText, OWN_MATERIAL, readAsks } from '../e2e/safety/corpus.ts';
import { checkRules } from '../src/domain/safety/rules.ts';

const ROUNDS = 20;
const asks = readAsks(OWN_MATERIAL).map((ask) => ({ question: ask.question, location: locationText(ask), taskType: ask.task_type }));
for (const ask of asks) checkRules(ask);
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) for (const ask of asks) checkRules(ask);
const perCallMs = (performance.now() - started) / (ROUNDS * asks.length);
console.log(JSON.stringify({ asks: asks.length, rounds: ROUNDS, per_call_ms: Number(perCallMs.toFixed(4)) }));
