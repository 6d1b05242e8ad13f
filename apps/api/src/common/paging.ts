/** The paged envelope of ARCHITECTURE.md, returned by handlers marked @RawResponse(). */
import type { PageMeta } from '@offerteflow/contracts';

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
