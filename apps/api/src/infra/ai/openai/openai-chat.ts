/**
 * One structured-output chat completion against any OpenAI-compatible server: the official SDK,
 * `response_format: json_schema` from a zod schema, a hard time-out and no retries (a retry would
 * multiply the time-out the user waits for). Returns the raw message content; parsing is the caller's.
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { AiTimeoutError, AiUnavailableError } from '../ai-errors';

/** The model's content as the answer schema's output, or null when it is not valid JSON of that schema. */
export function parseAnswer<S extends z.ZodType>(content: string, schema: S): z.output<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface OpenAiSettings {
  apiKey: string;
  /** Unset: api.openai.com. Any compatible server (Ollama, vLLM, LiteLLM ...) otherwise. */
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatRequest {
  system: string;
  user: string;
  /** The answer's shape; sent as a strict JSON schema. */
  schema: z.ZodType;
  schemaName: string;
}

export class OpenAiChat {
  private readonly client: OpenAI;

  constructor(readonly settings: OpenAiSettings) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      // The own timer below decides; the SDK's time-out is only a backstop.
      timeout: settings.timeoutMs + 5_000,
      maxRetries: 0,
    });
  }

  /** The content of the first choice ('' when the model sent none or refused). */
  async complete(request: ChatRequest): Promise<string> {
    // Our own abort timer: how the SDK reports its own time-out differs between runtimes.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.settings.timeoutMs);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          response_format: zodResponseFormat(request.schema as never, request.schemaName),
        },
        { signal: controller.signal },
      );
      const message = completion.choices?.[0]?.message;
      if (!message || message.refusal) return '';
      return typeof message.content === 'string' ? message.content : '';
    } catch (error) {
      if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError)
        throw new AiTimeoutError(this.settings.timeoutMs);
      if (error instanceof OpenAI.APIError) {
        throw new AiUnavailableError(`AI server error: ${error.status ?? 'no response'}`, error.status);
      }
      // A body the SDK cannot read (not JSON, cut off) is an unreadable answer, not an outage.
      return '';
    } finally {
      clearTimeout(timer);
    }
  }
}
