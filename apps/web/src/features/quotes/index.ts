// Public API of the quotes feature (the pages are loaded lazily by the route table).
export { useQuoteStats } from './hooks';
