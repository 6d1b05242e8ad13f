export * from './app-error';
export * from './auth/auth-context';
export * from './auth/decorators';
export * from './envelope.interceptor';
export * from './zod-validation.pipe';
export * from './uuid';
export * from './paging';
export * from './search';
