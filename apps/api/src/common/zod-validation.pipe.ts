/**
 * Validates a request part against a contracts zod schema. Failures answer 422 VALIDATION_FAILED with
 * fields like {"email": ["Ongeldig e-mailadres"]}; zod objects strip unknown fields.
 */
import { PipeTransform } from '@nestjs/common';
import { MSG } from '@offerteflow/contracts';
import type { z } from 'zod';
import { validationFailed } from './app-error';
import { assertSafeInput } from './hostile-input';

/** At most this many fields are reported; the rest of a huge invalid body is not listed. */
export const MAX_REPORTED_FIELDS = 20;

export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const message =
      issue.message && !/^(Invalid|Expected|Unrecognized|Too small|Too big)/.test(issue.message)
        ? issue.message
        : MSG.invalidValue;
    if (!(key in fields) && Object.keys(fields).length >= MAX_REPORTED_FIELDS) break;
    const list = (fields[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    assertSafeInput(value);
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw validationFailed(zodIssuesToFields(result.error.issues));
    return result.data;
  }
}

/** The pipe behind `@ValidBody(schema)` and `@ValidQuery(schema)` (openapi/route.decorator.ts). */
export const zodBody = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
