// Public API of the catalogue feature: the product/term fields the onboarding wizard reuses, and the
// catalogue API hook of the dashboard overview (the page is loaded lazily by the route table).
export { NEW_PRODUCT, NEW_TERM, ProductFields, TermFields } from './CatalogFields';
export { useCatalogApi } from './hooks';
