import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { AiProvider } from './ai-provider';
import { OpenAiProvider } from './openai/openai-provider';
import { RulesAiProvider } from './rules/rules-provider';

/** Picks the provider from the configuration: `openai` when OPENAI_API_KEY is set, `rules` otherwise. */
export function createAiProvider(config: ResolvedConfig, logger?: Logger): AiProvider {
  const rules = new RulesAiProvider();
  const { apiKey, baseUrl, model, timeoutMs } = config.openai;
  if (!apiKey) return rules;
  return new OpenAiProvider({ apiKey, baseUrl, model, timeoutMs }, rules, logger?.child({ component: 'ai' }));
}

@Global()
@Module({
  providers: [{ provide: AiProvider, inject: [APP_CONFIG, LOGGER], useFactory: createAiProvider }],
  exports: [AiProvider],
})
export class AiModule {}
