import { Fragment, useEffect, useId, useMemo, useRef } from 'react';
import { AI_REVIEW_TEXT } from '../ai-texts';
import { segments, type MarkKind, type Span } from './highlight';

/** How each kind of phrase looks, and how it looks while its line is hovered, focused or selected. */
const MARK_CLASS: Record<MarkKind, { base: string; active: string }> = {
  line: { base: 'bg-yellow-200 text-slate-900', active: 'bg-amber-300 ring-2 ring-amber-600' },
  candidate: {
    base: 'bg-transparent text-slate-900 underline decoration-sky-700 decoration-dashed decoration-2 underline-offset-4',
    active: 'bg-sky-100 ring-2 ring-sky-600',
  },
  'left-out': {
    base: 'bg-slate-100 text-slate-600 line-through decoration-slate-500',
    active: 'ring-2 ring-slate-500',
  },
};

const MARK_BASE = 'rounded-sm box-decoration-clone';

const LEGEND: readonly { kind: MarkKind; label: string }[] = [
  { kind: 'line', label: AI_REVIEW_TEXT.legend.line },
  { kind: 'candidate', label: AI_REVIEW_TEXT.legend.candidate },
  { kind: 'left-out', label: AI_REVIEW_TEXT.legend.leftOut },
];

/**
 * The analysed text, read-only, with each line's phrase marked (`<mark>`). The phrase of the active
 * line is emphasised and scrolled into view inside this box only, so the lines the user works on stay
 * where they are.
 */
export function ReviewText({
  text,
  spans,
  activeKey,
  className = '',
  boxClassName = '',
}: {
  text: string;
  spans: readonly Span[];
  activeKey: string | null;
  /** Classes of the whole part and of the scrolling box (its height). */
  className?: string;
  boxClassName?: string;
}) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const pieces = useMemo(() => segments(text, spans), [text, spans]);

  useEffect(() => {
    const container = box.current;
    if (!activeKey || !container) return;
    const mark = container.querySelector<HTMLElement>(`mark[data-keys~="${activeKey}"]`);
    if (!mark) return;
    const top = mark.offsetTop;
    const visible =
      top >= container.scrollTop && top + mark.offsetHeight <= container.scrollTop + container.clientHeight;
    if (!visible) container.scrollTop = Math.max(0, top - container.clientHeight / 3);
  }, [activeKey]);

  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="text-sm font-semibold text-slate-800">
          {AI_REVIEW_TEXT.textHeading}
        </h4>
        <ul aria-hidden="true" className="flex flex-wrap gap-x-2 gap-y-1 text-xs text-slate-600">
          {LEGEND.filter(({ kind }) => spans.some((s) => s.kind === kind)).map(({ kind, label }) => (
            <li key={kind} className={`${MARK_BASE} ${MARK_CLASS[kind].base} px-1`}>
              {label}
            </li>
          ))}
        </ul>
      </div>
      <div
        ref={box}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        data-testid="ai-review-text"
        className={`relative mt-1 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-6 break-words whitespace-pre-wrap text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-safe:scroll-smooth sm:text-sm ${boxClassName}`}
      >
        {pieces.map((piece) => {
          if (!piece.kind) return <Fragment key={piece.start}>{piece.text}</Fragment>;
          const active = activeKey !== null && piece.keys.includes(activeKey);
          const look = MARK_CLASS[piece.kind];
          return (
            <mark
              key={piece.start}
              data-keys={piece.keys.join(' ')}
              data-kind={piece.kind}
              data-active={active || undefined}
              className={`${MARK_BASE} ${look.base} ${active ? look.active : ''}`}
            >
              {piece.text}
            </mark>
          );
        })}
      </div>
    </div>
  );
}
