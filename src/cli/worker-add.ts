/**
 * `npm run worker:add -- --name "Ana" --phone +14155550123 --lat 37.77 --lng -122.42 [--radius 3000]`
 * Registers a worker on the database `npm start` uses (DATABASE_URL, or the embedded one under .data/).
 */
import { parseArgs } from 'node:util';
import { addWorker } from '@/domain/workers/workers.ts';
import { withDatabase } from './database.ts';

const { values } = parseArgs({
  options: { name: { type: 'string' }, phone: { type: 'string' }, lat: { type: 'string' }, lng: { type: 'string' }, radius: { type: 'string' } },
});

if (!values.name || !values.phone || !values.lat || !values.lng) {
  console.error('usage: npm run worker:add -- --name NAME --phone +14155550123 --lat 37.77 --lng -122.42 [--radius 3000]');
  process.exit(2);
}

await withDatabase(async () => {
  const worker = await addWorker(
    { name: values.name ?? '', phone: values.phone ?? '', homeLat: Number(values.lat), homeLng: Number(values.lng), ...(values.radius ? { radiusM: Number(values.radius) } : {}) },
    new Date(),
  );
  console.log(`worker ${worker.id} added: ${worker.name}, ${worker.phone}, within ${worker.radiusM} m of ${worker.homeLat}, ${worker.homeLng}`);
});
