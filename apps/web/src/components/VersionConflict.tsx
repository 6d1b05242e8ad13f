import { GitCompare } from 'lucide-react';
import { CONFLICT_TEXT } from '../lib/versioning';
import { Button } from './Button';

/**
 * Says in place that someone else saved first (a 412) and lets the user keep their own version (save
 * it again, now on top of the server's) or take the server's version instead.
 */
export function VersionConflict({
  onKeepMine,
  onTakeServer,
  busy = false,
  message = CONFLICT_TEXT.body,
  compact = false,
}: {
  onKeepMine: () => void;
  onTakeServer: () => void;
  busy?: boolean;
  message?: string;
  /** One line of text and small buttons (a row of a list). */
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={`rounded-md border border-amber-300 bg-amber-50 text-amber-900 ${compact ? 'basis-full p-2 text-xs' : 'p-4 text-sm'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <GitCompare aria-hidden="true" className="size-4 shrink-0" />
        {CONFLICT_TEXT.title}
      </p>
      <p className="mt-1">{message}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {(
          [
            [CONFLICT_TEXT.keepMine, 'primary', onKeepMine],
            [CONFLICT_TEXT.takeServer, 'secondary', onTakeServer],
          ] as const
        ).map(([label, variant, choose]) => (
          <Button
            key={label}
            variant={variant}
            className={compact ? 'px-2 py-1 text-xs' : ''}
            onClick={(e) => {
              e.stopPropagation(); // inside a list row that opens the quote on click
              choose();
            }}
            loading={busy && variant === 'primary'}
            disabled={busy}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
