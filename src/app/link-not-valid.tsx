/** An unknown or replaced private link (worker, control, top-up): the refusal's own words, nothing about any agent. */
export function LinkNotValid({ message, fix }: { message: string; fix: string }) {
  return (
    <main className="mx-auto max-w-xl px-5 py-12">
      <h1 className="text-2xl font-semibold">Link not valid</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <p className="mt-2 text-slate-700">{fix}</p>
    </main>
  );
}
