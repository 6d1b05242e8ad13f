import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/Button';

/** Loading, error with retry, empty text, or the list itself. */
export function ListState({
  query,
  errorMessage,
  empty,
  emptyText,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  errorMessage: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Laden...
      </p>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
      >
        {errorMessage}
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          Opnieuw proberen
        </Button>
      </div>
    );
  if (empty) return <p className="mt-4 text-sm text-slate-600">{emptyText}</p>;
  return <>{children}</>;
}
