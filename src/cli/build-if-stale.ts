import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BUILD_INPUTS = ['src', 'public', 'prisma/schema.prisma', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];
const STAMP = '.next/spotcheck-build.sha256';

/** Runs `next build` unless the last build was made from exactly these sources. */
export function buildIfStale(log: (line: string) => void): void {
  const digest = hashInputs();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return;
  log('building (next build): sources changed since the last build');
  execFileSync(process.execPath, [nextBin(), 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync(STAMP, digest);
}

export function nextBin(): string {
  return path.resolve('node_modules/next/dist/bin/next');
}

function hashInputs(): string {
  const hash = createHash('sha256');
  // Tests are not part of the app: changing one must not rebuild it.
  for (const file of BUILD_INPUTS.flatMap(listFiles).filter((file) => !/\.(test|spec)\.tsx?$/.test(file)).sort()) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function listFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => listFiles(path.join(entry, name)));
}
