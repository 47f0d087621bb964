/** Next.js calls this once per server process at start. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./env.ts');
  if (!env().DATABASE_URL) return;
  const { startBackgroundWork } = await import('./server/background.ts');
  const { onShutdown } = await import('./server/shutdown.ts');
  onShutdown('background sweeps', startBackgroundWork());
}
