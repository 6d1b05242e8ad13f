import { useId, type ReactNode } from 'react';

/** A white card section named by its heading (a landmark for screen readers), with optional actions. */
export function Panel({
  title,
  actions,
  className = '',
  children,
}: {
  title: ReactNode;
  /** Buttons on the heading's line, on the right. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className="text-base font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
