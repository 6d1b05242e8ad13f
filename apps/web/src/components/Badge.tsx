import type { ReactNode } from 'react';

/**
 * The colours of a status badge: green for what is on or current, grey for what is off or over, amber
 * for what is still waiting and red for what failed.
 */
const BADGE_TONES = {
  success: 'bg-green-100 text-green-800',
  neutral: 'bg-slate-200 text-slate-700',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-red-100 text-red-800',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A small rounded status label next to a name ('Standaard', 'Dit apparaat', 'Ingetrokken'). */
export function Badge({
  tone,
  className = '',
  children,
}: {
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_TONES[tone]} ${className}`.trim()}>
      {children}
    </span>
  );
}
