import type { z } from 'zod';
import { appRouter } from './router.ts';
import type { Meta } from './trpc.ts';

export type ProcedureInfo = {
  /** tRPC path, e.g. "tasks.askCheck" */
  path: string;
  type: 'query' | 'mutation';
  meta: Meta;
  input: z.ZodType;
  output: z.ZodType;
};

type RawProcedure = { _def: { type: 'query' | 'mutation'; meta?: Meta; inputs: z.ZodType[]; output?: z.ZodType } };

/** Every procedure with its metadata and schemas: what REST, MCP and the documents are generated from. */
export function listProcedures(): ProcedureInfo[] {
  const record = appRouter._def.procedures as unknown as Record<string, RawProcedure>;
  return Object.entries(record).map(([path, procedure]) => {
    const input = procedure._def.inputs[0];
    const output = procedure._def.output;
    if (!input || !output) throw new Error(`procedure ${path} needs .input() and .output()`);
    return { path, type: procedure._def.type, meta: procedure._def.meta ?? {}, input, output };
  });
}
