import * as C from './src/domain/safety/concepts.ts';
import { readAsk } from './src/domain/safety/readings.ts';
for (const text of process.argv.slice(2)) {
  const r = readAsk(text);
  console.log('>>', text, '|', r.language, JSON.stringify(r.texts));
  for (const [name, re] of Object.entries(C)) {
    if (!(re instanceof RegExp)) continue;
    for (const t of r.texts) { const m = t.match(re); if (m) { console.log('   ', name, JSON.stringify(m[0])); break; } }
  }
}
