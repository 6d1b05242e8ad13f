import { useId } from 'react';
import { Undo2, X } from 'lucide-react';
import { AI_REVIEW_CONFIDENCE } from '@offerteflow/contracts';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { PriceSourceBadge } from '../PriceSourceBadge';
import { AI_REVIEW_TEXT } from '../ai-texts';
import { LineFigures, SourcePhrase, itemFrame, type Activation, type ActiveKeyProps } from './parts';
import type { ReviewLine } from './review-state';

/** The lines the AI found (and the candidates added), each to keep or leave out. */
export function ReviewLines({
  lines,
  activeKey,
  activation,
  onToggle,
}: ActiveKeyProps & {
  lines: readonly ReviewLine[];
  onToggle: (key: string) => void;
}) {
  const headingId = useId();
  const chosen = lines.filter((l) => l.included).length;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 id={headingId} className="text-sm font-semibold text-slate-800">
          {AI_REVIEW_TEXT.linesHeading}
        </h4>
        <p role="status" className="text-xs text-slate-600">
          {lines.length > 0 && AI_REVIEW_TEXT.chosen(chosen, lines.length)}
        </p>
      </div>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{AI_REVIEW_TEXT.noLines}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {lines.map((line) => (
            <ReviewLineItem
              key={line.key}
              line={line}
              active={line.key === activeKey}
              activation={activation(line.key)}
              onToggle={() => onToggle(line.key)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewLineItem({
  line,
  active,
  activation,
  onToggle,
}: {
  line: ReviewLine;
  active: boolean;
  activation: Activation;
  onToggle: () => void;
}) {
  const id = useId();
  const { item, included } = line;
  return (
    <li
      data-testid="ai-review-line"
      data-line-key={line.key}
      className={itemFrame(
        active,
        `flex flex-wrap items-start gap-x-3 gap-y-2 ${included ? 'bg-white' : 'bg-slate-50'}`,
      )}
      {...activation}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p
          id={`${id}-description`}
          className={`font-medium break-words ${included ? 'text-slate-900' : 'text-slate-500 line-through'}`}
        >
          {item.description}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <LineFigures item={item} />
          <PriceSourceBadge source={item.priceSource} />
          {item.confidence < AI_REVIEW_CONFIDENCE && <Badge tone="warning">{AI_REVIEW_TEXT.check}</Badge>}
          {!included && <Badge tone="neutral">{AI_REVIEW_TEXT.leftOut}</Badge>}
        </div>
        <SourcePhrase phrase={item.source?.text ?? null} />
      </div>
      <Button
        variant={included ? 'ghost' : 'secondary'}
        className="ml-auto px-3 py-1.5"
        aria-describedby={`${id}-description`}
        onClick={onToggle}
      >
        {included ? (
          <X aria-hidden="true" className="size-4" />
        ) : (
          <Undo2 aria-hidden="true" className="size-4" />
        )}
        {included ? AI_REVIEW_TEXT.leaveOut : AI_REVIEW_TEXT.putBack}
      </Button>
    </li>
  );
}
