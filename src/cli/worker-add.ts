/**
 * `npm run worker:add -- --name "Ana" --phone +14155550123 --lat 37.77 --lng -122.42 [--radius 3000]`
 * Registers a worker on the database `npm start` uses (DATABASE_URL, or the embedded one under .data/).
 */
import { parseArgs } from 'node:util';
import { DomainError } from '@/domain/errors.ts';
import { addWorker } from '@/domain/workers/workers.ts';
import { withDatabase } from './database.ts';

/** parseArgs would read the "-122.42" of "--lng -122.42" as a flag of its own: join negative numbers to their flag. */
function joinNegativeNumbers(args: string[]): string[] {
  const joined: string[] = [];
  for (const arg of args) {
    const previous = joined.at(-1);
    if (/^-\d/.test(arg) && previous?.startsWith('--') && !previous.includes('=')) joined[joined.length - 1] = `${previous}=${arg}`;
    else joined.push(arg);
  }
  return joined;
}

const { values } = parseArgs({
  args: joinNegativeNumbers(process.argv.slice(2)),
  options: { name: { type: 'string' }, phone: { type: 'string' }, lat: { type: 'string' }, lng: { type: 'string' }, radius: { type: 'string' } },
});

if (!values.name || !values.phone || !values.lat || !values.lng) {
  console.error('usage: npm run worker:add -- --name NAME --phone +14155550123 --lat 37.77 --lng -122.42 [--radius 3000]');
  process.exit(2);
}

await withDatabase(async () => {
  try {
    const worker = await addWorker(
      { name: values.name ?? '', phone: values.phone ?? '', homeLat: Number(values.lat), homeLng: Number(values.lng), ...(values.radius ? { radiusM: Number(values.radius) } : {}) },
      new Date(),
    );
    console.log(`worker ${worker.id} added: ${worker.name}, ${worker.phone}, within ${worker.radiusM} m of ${worker.homeLat}, ${worker.homeLng}`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(`${error.message} ${error.fix}`);
    process.exitCode = 1;
  }
});
