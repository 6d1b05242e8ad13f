import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { UNKNOWN_ERROR_MESSAGE } from '@offerteflow/contracts';
import { errorMessage } from '../lib/api-error';
import { Button } from './Button';
import { ErrorBox } from './ErrorBox';

/**
 * Loading, error and (with `empty`) empty states of a query; renders children with the data once it is
 * there. `empty` is the text shown instead when the data is an empty list.
 */
export function QueryState<T>({
  query,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
        <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand" /> Laden...
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <ErrorBox message={`${failed}: ${errorMessage(query.error, UNKNOWN_ERROR_MESSAGE)}`} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <p className="text-sm text-slate-600">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
