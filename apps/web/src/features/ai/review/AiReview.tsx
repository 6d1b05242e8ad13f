import { useEffect, useMemo, useRef, useState } from 'react';
import { AI_REVIEW_TEXT } from '../ai-texts';
import type { Activation } from './parts';
import { ReviewCandidates } from './ReviewCandidates';
import { ReviewFound } from './ReviewFound';
import { ReviewLines } from './ReviewLines';
import { ReviewText } from './ReviewText';
import { addCandidate, reviewSpans, toggleLine, type ReviewState } from './review-state';

/**
 * The review step after the analysis: the text with the phrases marked next to the lines (stacked on a
 * phone, the text kept in view at the top), the candidates to add, and the customer and notes found.
 * The caller keeps the state, so its footer can apply the choice.
 */
export function AiReview({ state, onChange }: { state: ReviewState; onChange: (next: ReviewState) => void }) {
  const root = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [focusLine, setFocusLine] = useState<string | null>(null);
  const activeKey = hovered ?? selected;
  const spans = useMemo(() => reviewSpans(state), [state]);

  // The review replaced the text step's buttons: focus its heading, so reading starts here.
  useEffect(() => root.current?.querySelector<HTMLElement>('h3')?.focus(), []);

  // An added candidate's button is gone: focus moves to the line it became.
  useEffect(() => {
    if (!focusLine) return;
    root.current?.querySelector<HTMLElement>(`[data-line-key="${focusLine}"] button`)?.focus();
    setFocusLine(null);
  }, [focusLine]);

  const activation = (key: string): Activation => ({
    onMouseEnter: () => setHovered(key),
    onMouseLeave: () => setHovered((current) => (current === key ? null : current)),
    onFocus: () => setSelected(key),
    onClick: () => setSelected(key),
  });

  const add = (key: string) => {
    onChange(addCandidate(state, key));
    setSelected(key);
    setFocusLine(key);
  };

  return (
    <div ref={root} className="space-y-4" data-testid="ai-review">
      <div>
        <h3 tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {AI_REVIEW_TEXT.heading}
        </h3>
        <p className="text-sm text-slate-600">{AI_REVIEW_TEXT.intro}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-6">
        <ReviewText
          text={state.text}
          spans={spans}
          activeKey={activeKey}
          className="sticky -top-4 z-10 -mx-4 border-b border-slate-200 bg-white px-4 pt-1 pb-2 sm:-mx-6 sm:px-6 lg:top-0 lg:mx-0 lg:border-0 lg:p-0"
          boxClassName="max-h-36 lg:max-h-[calc(92dvh-19rem)]"
        />
        <div className="min-w-0 space-y-5">
          <ReviewLines
            lines={state.lines}
            activeKey={activeKey}
            activation={activation}
            onToggle={(key) => onChange(toggleLine(state, key))}
          />
          <ReviewCandidates
            candidates={state.candidates}
            activeKey={activeKey}
            activation={activation}
            onAdd={add}
          />
          <ReviewFound customer={state.result.customer} notes={state.result.notes} />
        </div>
      </div>
    </div>
  );
}
