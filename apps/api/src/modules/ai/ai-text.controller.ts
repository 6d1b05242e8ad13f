import { Body, Controller } from '@nestjs/common';
import { aiTextRequestSchema, type AiTextRequest, aiQuoteResultResponseSchema } from '@offerteflow/contracts';
import { AppError, CompanyId, ZodValidationPipe, Route } from '../../common';
import { AiTextService } from './ai-text.service';

/** A 422 whose message is the field's own Dutch message ('Minimaal 10 karakters vereist'), not a generic one. */
class AiTextPipe extends ZodValidationPipe<typeof aiTextRequestSchema> {
  constructor() {
    super(aiTextRequestSchema);
  }

  override transform(value: unknown) {
    try {
      return super.transform(value);
    } catch (error) {
      const first = error instanceof AppError ? Object.values(error.fields ?? {})[0]?.[0] : undefined;
      if (error instanceof AppError && first) throw new AppError(422, error.code, first, error.fields);
      throw error;
    }
  }
}

@Controller()
export class AiTextController {
  constructor(private readonly aiText: AiTextService) {}

  /**
   * {data: {customer, items, notes}} from pasted text (SPEC §3 AI response): the quote modal calls
   * ai/, the onboarding-side test panel ai-test/ (SPEC §7 AI); both answer the same.
   */
  @Route.post(['ai/generate-from-text', 'ai-test/generate-from-text'], {
    summary: "Draft a quote from pasted text (ai-test/ is the onboarding test panel's path)",
    tag: 'ai',
    response: aiQuoteResultResponseSchema,
    errors: [429, 502, 504],
    status: 200,
  })
  generate(@CompanyId() companyId: string, @Body(new AiTextPipe()) body: AiTextRequest) {
    return this.aiText.generate(companyId, body.text);
  }
}
