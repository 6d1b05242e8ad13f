export * from './types.js';
export * from './color.js';
export * from './font-map.js';
export { analyzeHouseStyle, HOUSE_STYLE_NOTES, MAX_PAGES, preloadPdfJs } from './analyze.js';
