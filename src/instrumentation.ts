/** Next.js calls this once per server process at start. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.DATABASE_URL) return;
  const { startBackgroundWork } = await import('./server/background.ts');
  startBackgroundWork();
  const { warmSafetyClassifier } = await import('./providers/classifier/index.ts');
  warmSafetyClassifier();
}
