export * from './config';
export * from './config.module';
export { ENV_DOCS, type EnvDoc } from './env.schema';
