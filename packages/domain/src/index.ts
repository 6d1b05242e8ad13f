export * from './money.js';
export * from './vat.js';
export * from './totals.js';
export * from './quoteNumber.js';
export * from './status.js';
export * from './dates.js';
export * from './format.js';
export * from './parse-number.js';
