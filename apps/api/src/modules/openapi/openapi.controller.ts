/** GET /api/openapi.json (the machine-readable description) and GET /api/docs (a readable reference). */
import { Controller, Header } from '@nestjs/common';
import { z } from 'zod';
import { ApiTag, binary, Public, RawResponse, Route } from '../../common';
import { OpenApiService } from './openapi.service';
import { renderReference } from './reference-page';

/** The shape checked on the wire; the full validation against the OpenAPI 3.1 schema runs in the tests. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});

@ApiTag('reference')
@Controller()
export class OpenApiController {
  private page?: string;

  constructor(private readonly openApi: OpenApiService) {}

  @Route.get('openapi.json', {
    summary: 'This OpenAPI 3.1 document',
    response: openApiDocumentSchema,
  })
  @Public()
  @RawResponse()
  document(): unknown {
    return this.openApi.get().document;
  }

  @Route.get('docs', {
    summary: 'Readable API reference (HTML)',
    response: binary('text/html'),
  })
  @Public()
  @RawResponse()
  @Header('Content-Type', 'text/html; charset=utf-8')
  docs(): string {
    this.page ??= renderReference(this.openApi.get().document);
    return this.page;
  }
}
