import { useContext, useEffect, useState } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { onServerCacheReset, takePendingReset } from '../lib/server-cache-reset';
import { createQueryClient } from './query-client';

let appClient: QueryClient | undefined;

/**
 * The server-data cache of the logged-in pages. It lives in its own chunk, so /login does not
 * download the query library; a client given from outside (tests) is used as it is.
 */
export function QueryLayout() {
  const outer = useContext(QueryClientContext);
  const client = outer ?? (appClient ??= createQueryClient());
  // A login or logout that happened while no cache was mounted: clear before the pages subscribe.
  useState(() => {
    if (takePendingReset()) client.clear();
  });
  useEffect(() => onServerCacheReset(() => client.clear()), [client]);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
