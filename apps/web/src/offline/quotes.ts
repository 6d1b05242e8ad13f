// The quotes' offline store moved to features/quotes/offline/quotes.ts (issue 30). This re-export only
// keeps features/quotes/form/QuoteFormPages.tsx compiling until its import is pointed there.
export { SAVED_OFFLINE_TOAST, savedLocally } from '../features/quotes/offline/quotes';
