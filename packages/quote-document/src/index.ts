export * from './types.js';
export * from './fonts.js';
export * from './escape.js';
export * from './document.js';
export * from './sample.js';
export * from './email.js';
export * from './email-layout.js';
export * from './invitation-email.js';
