/**
 * What must stop before the process exits, registered by whoever started it.
 * Kept on globalThis: `npm start`'s own modules and the Next.js bundle load
 * separate copies of this file in one process, and both must see one list.
 */
type Hook = { name: string; stop: () => Promise<void> | void };

const registry = globalThis as unknown as { spotcheckShutdownHooks?: Hook[] };

export function onShutdown(name: string, stop: Hook['stop']): void {
  (registry.spotcheckShutdownHooks ??= []).push({ name, stop });
}

/** Runs every hook once, newest first (what started last stops first); a failing hook is logged, not fatal. */
export async function runShutdownHooks(log: (line: string) => void): Promise<void> {
  const hooks = (registry.spotcheckShutdownHooks ?? []).splice(0).reverse();
  for (const hook of hooks) {
    try {
      await hook.stop();
    } catch (error) {
      log(`stopping ${hook.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
