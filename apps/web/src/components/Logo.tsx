import { FileText } from 'lucide-react';

/** The Offerteflow word mark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`flex size-8 items-center justify-center rounded-lg ${inverted ? 'bg-white text-brand' : 'bg-brand text-white'}`}
      >
        <FileText className="size-4.5" />
      </span>
      <span className={`text-lg font-semibold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        Offerteflow
      </span>
    </span>
  );
}
