export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './api.js';
export * from './auth.js';
export * from './customers.js';
export * from './quotes.js';
