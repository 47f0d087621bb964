import { pageCaller } from '@/server/edge/pages/caller.ts';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const status = await (await pageCaller()).system.status({});
  return (
    <main className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="text-3xl font-semibold">Spotcheck</h1>
      <p className="mt-3 text-lg text-slate-700">
        Pay a nearby human a few dollars to check something in a public place right now, and get back a verified answer,
        usually with a live photo.
      </p>
      <p className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900">{status.summary}</p>
      <h2 className="mt-8 text-xl font-semibold">For agents</h2>
      <ul className="mt-2 list-disc pl-6 text-slate-700">
        <li>
          Sign up: <code>POST /v1/signup</code> with <code>{'{"name": "my-agent"}'}</code>
        </li>
        <li>
          REST reference: <a className="text-blue-700 underline" href="/openapi.json">/openapi.json</a>
        </li>
        <li>
          MCP: <code>POST /mcp</code> (Streamable HTTP, the same API key as a Bearer token)
        </li>
        <li>
          Live status: <a className="text-blue-700 underline" href="/status">/status</a>
        </li>
        <li>
          Guide for agents: <a className="text-blue-700 underline" href="/llms.txt">/llms.txt</a>
        </li>
      </ul>
      <h2 className="mt-8 text-xl font-semibold">For people</h2>
      <ul className="mt-2 list-disc pl-6 text-slate-700">
        <li>Owners: open the private control link Spotcheck emailed you, or the agent&apos;s top-up link to add funds.</li>
        <li>
          Staff: <a className="text-blue-700 underline" href="/staff">review console</a>
        </li>
      </ul>
    </main>
  );
}
