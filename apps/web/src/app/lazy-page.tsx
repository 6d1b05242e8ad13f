import { Suspense, lazy, useState, type ComponentType } from 'react';
import { LoadingScreen, PageLoading } from '../components/Spinner';

const RELOADED_KEY = 'offerteflow.chunkReload';

/**
 * Loads a page's chunk for a navigation; when a chunk of an older build is gone (a new version was
 * deployed while the tab was open) the page reloads once to fetch the new index.html instead of
 * showing an error. Without a connection it never reloads: that would replace the app with the
 * browser's offline page.
 */
async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    const online = typeof navigator === 'undefined' || navigator.onLine;
    if (typeof window !== 'undefined' && online && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/** Every lazy page, so tests (and an idle browser) can fetch them all ahead of time. */
const preloaders: Array<() => Promise<unknown>> = [];

/** Loads the code of every page; resolves when all are ready. */
export function preloadPages(): Promise<unknown> {
  return Promise.all(preloaders.map((preload) => preload()));
}

/**
 * A route element whose code is fetched on first visit. `fullScreen` pages (login, public pages)
 * show the full-screen 'Laden...' that the session check also shows, so nothing jumps. A page whose
 * code is already loaded renders at once, without a loading state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page component, whatever its props
type PageExport<M> = { [K in keyof M]: M[K] extends ComponentType<any> ? K : never }[keyof M];

export function lazyPage<M extends object>(
  load: () => Promise<M>,
  name: PageExport<M>,
  { fullScreen = false }: { fullScreen?: boolean } = {},
) {
  let loaded: ComponentType | undefined;
  const keep = (module: M) => (loaded = module[name] as ComponentType);
  // A background preload only fetches: its failure must never reload the tab under the user's hands.
  const preload = () => load().then(keep);
  preloaders.push(preload);
  const Lazy = lazy(() => loadChunk(load).then((module) => ({ default: keep(module) })));
  function LazyPage() {
    // Decided once per mount: switching from the Suspense tree to the page would remount the page.
    const [Page] = useState(() => loaded);
    if (Page) return <Page />;
    return (
      <Suspense fallback={fullScreen ? <LoadingScreen /> : <PageLoading />}>
        <Lazy />
      </Suspense>
    );
  }
  LazyPage.preload = preload;
  return LazyPage;
}

export type LazyPage = ReturnType<typeof lazyPage>;
