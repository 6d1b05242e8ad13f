export * from './types.js';
export * from './color.js';
export * from './font-map.js';
export { analyzeHouseStyle, HOUSE_STYLE_MSG, MAX_PAGES } from './analyze.js';
