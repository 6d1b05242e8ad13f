import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/Button';
import { PriceSourceBadge } from '../PriceSourceBadge';
import { AI_REVIEW_TEXT } from '../ai-texts';
import { LineFigures, SourcePhrase, itemFrame, type ActiveKeyProps } from './parts';
import type { ReviewCandidate } from './review-state';

/**
 * 'Niet overgenomen': phrases that looked like a request but became no line, each with the line it
 * would give and 'Toevoegen', which makes it a line with one click. Nothing shows without candidates.
 */
export function ReviewCandidates({
  candidates,
  activeKey,
  activation,
  onAdd,
}: ActiveKeyProps & {
  candidates: readonly ReviewCandidate[];
  onAdd: (key: string) => void;
}) {
  const headingId = useId();
  if (candidates.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-slate-800">
        {AI_REVIEW_TEXT.missedHeading}
      </h4>
      <p className="text-xs text-slate-600">{AI_REVIEW_TEXT.missedIntro}</p>
      <ul className="mt-2 space-y-2">
        {candidates.map(({ key, candidate }) => (
          <li
            key={key}
            data-testid="ai-review-candidate"
            className={itemFrame(
              key === activeKey,
              'flex flex-wrap items-start gap-x-3 gap-y-2 border-dashed bg-white',
            )}
            {...activation(key)}
          >
            <div className="min-w-0 flex-1 space-y-1">
              <SourcePhrase id={`${headingId}-${key}`} phrase={candidate.source.text} />
              <p className="text-sm font-medium break-words text-slate-900">
                <span className="font-normal text-slate-500">{AI_REVIEW_TEXT.wouldBe}: </span>
                {candidate.item.description}
              </p>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <LineFigures item={candidate.item} />
                <PriceSourceBadge source={candidate.item.priceSource} />
              </div>
            </div>
            <Button
              variant="secondary"
              className="ml-auto px-3 py-1.5"
              aria-describedby={`${headingId}-${key}`}
              onClick={() => onAdd(key)}
            >
              <Plus aria-hidden="true" className="size-4" /> {AI_REVIEW_TEXT.add}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
