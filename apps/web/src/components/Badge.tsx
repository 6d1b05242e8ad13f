import type { ReactNode } from 'react';

/** The colours of a status badge: green for what is on or current, grey for what is off or over. */
export const BADGE_TONES = {
  success: 'bg-green-100 text-green-800',
  neutral: 'bg-slate-200 text-slate-700',
  warning: 'bg-amber-100 text-amber-800',
} as const;

/** A small rounded status label next to a name ('Standaard', 'Dit apparaat', 'Ingetrokken'). */
export function Badge({
  tone,
  className = '',
  children,
}: {
  tone: keyof typeof BADGE_TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_TONES[tone]} ${className}`.trim()}>
      {children}
    </span>
  );
}
