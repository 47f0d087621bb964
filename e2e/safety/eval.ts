/*
 * npm run eval:safety [-- --errors] [-- --file=PATH]
 * Prints, for each split of the labelled corpus (dev, blind split 1) and for
 * our own material: refusal recall, false refusals, per-category,
 * per-language and per-trick tables, and the review's cost per ask. All three
 * are training material since round 2 (memory, not a measurement: see
 * npm run cv:safety). --file=PATH evaluates any JSONL file of the corpus's
 * shape instead, in aggregate only (for a held-out set nobody may tune to).
 * --errors lists the wrong items of the training files.
 */
import { existsSync } from 'node:fs';
import { OWN_MATERIAL, readAsks, SPLITS, type LabelledAsk } from './corpus.ts';
import { percentile, rates, reviewAll, type Outcome } from './measure.ts';

const showErrors = process.argv.includes('--errors');
const only = process.argv.find((arg) => arg.startsWith('--split='))?.slice('--split='.length);
const file = process.argv.find((arg) => arg.startsWith('--file='))?.slice('--file='.length);

const fmt = (value: number) => value.toFixed(3);

function table(title: string, outcomes: Outcome[], key: (ask: LabelledAsk) => string): void {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    // An outside file may lack a column (no phrasing): its asks are counted under "-".
    const name = key(outcome.ask) ?? '-';
    groups.set(name, [...(groups.get(name) ?? []), outcome]);
  }
  console.log(`\n  ${title.padEnd(22)} unsafe  recall   innocent  false-ref`);
  for (const [name, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const r = rates(group);
    console.log(`  ${name.padEnd(22)} ${String(r.unsafe).padStart(6)}  ${r.unsafe ? fmt(r.recall) : '  -  '}   ${String(r.innocent).padStart(8)}  ${r.innocent ? fmt(r.falseRefusals) : '  -  '}`);
  }
}

function categoryTable(outcomes: Outcome[]): void {
  const unsafe = outcomes.filter((o) => o.ask.expected !== 'allow');
  const categories = [...new Set(unsafe.map((o) => o.ask.expected))].sort();
  console.log(`\n  ${'category'.padEnd(22)}      n  refused  recall  same-category  by-rules`);
  for (const category of categories) {
    const group = unsafe.filter((o) => o.ask.expected === category);
    const refused = group.filter((o) => o.verdict.refused);
    const same = refused.filter((o) => o.verdict.refused && o.verdict.category === category).length;
    const byRules = refused.filter((o) => o.verdict.refused && o.verdict.stage === 'rules').length;
    console.log(`  ${category.padEnd(22)} ${String(group.length).padStart(6)}  ${String(refused.length).padStart(7)}  ${fmt(refused.length / group.length)}  ${String(same).padStart(13)}  ${String(byRules).padStart(8)}`);
  }
}

function describe({ ask, verdict }: Outcome): string {
  const got = verdict.refused ? `refused (${verdict.stage}, ${verdict.category})` : 'allowed';
  return `  ${ask.id} expected ${ask.expected}, ${got} [${ask.language}/${ask.trick}]: ${JSON.stringify(ask.question)} @ ${JSON.stringify(ask.location)}`;
}

async function report(name: string, asks: LabelledAsk[], listErrors: boolean): Promise<void> {
  if (asks.length === 0) {
    console.log(`\n== ${name}: no asks (file missing)`);
    return;
  }
  await reviewAll(asks); // warm-up: the model and the patterns are compiled on first use
  const outcomes = await reviewAll(asks);
  const r = rates(outcomes);
  const ms = outcomes.map((o) => o.ms);
  const refused = outcomes.filter((o) => o.ask.expected !== 'allow' && o.verdict.refused);
  const sameCategory = refused.filter((o) => o.verdict.refused && o.verdict.category === o.ask.expected).length;
  console.log(`\n== ${name}: ${asks.length} asks (${r.unsafe} unsafe, ${r.innocent} innocent)`);
  console.log(`  refusal recall   ${fmt(r.recall)}  (${refused.length} of ${r.unsafe} refused; ${sameCategory} under the expected category)`);
  console.log(`  false refusals   ${fmt(r.falseRefusals)}  (${Math.round(r.falseRefusals * r.innocent)} of ${r.innocent} innocent asks refused)`);
  console.log(`  review cost      p50 ${percentile(ms, 50).toFixed(2)} ms, p99 ${percentile(ms, 99).toFixed(2)} ms, max ${Math.max(...ms).toFixed(2)} ms per ask`);
  categoryTable(outcomes);
  table('language', outcomes, (ask) => ask.language);
  table('trick', outcomes, (ask) => ask.trick);
  table('phrasing', outcomes, (ask) => ask.phrasing);
  if (listErrors) {
    const wrong = outcomes.filter((o) => (o.ask.expected === 'allow') === o.verdict.refused);
    console.log(`\n  errors (${wrong.length}):\n${wrong.map(describe).join('\n')}`);
  }
}

const runs: [string, string, boolean][] = [
  ['own material (training, not a measurement)', OWN_MATERIAL, showErrors],
  ['dev split', SPLITS.dev, showErrors],
  ['blind split 1 (spent 2026-11-24, trained on since round 2)', SPLITS.blind, showErrors],
];
if (file) {
  if (!existsSync(file)) throw new Error(`--file=${file}: no such file`);
  await report(`${file} (aggregate only)`, readAsks(file), false);
}
for (const [name, path, listErrors] of file ? [] : runs) {
  if (only && !name.startsWith(only)) continue;
  await report(name, readAsks(path), listErrors);
}
