import type { InputHTMLAttributes, Ref } from 'react';

/** A labelled input: every console field has a visible label tied to it. */
export function Field({ label, id, ...input }: { label: string; id: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input id={id} {...input} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-blue-700" />
    </div>
  );
}
