import type { ReactNode } from 'react';

/** Title and introduction at the top of a wizard step; the step's landmark is labelled by `id`. */
export function StepHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
}
