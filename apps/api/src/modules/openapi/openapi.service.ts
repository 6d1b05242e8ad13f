/** Builds the OpenAPI document once per process from every controller Nest registered. */
import { Injectable, type Type } from '@nestjs/common';
import { ApplicationConfig, DiscoveryService } from '@nestjs/core';
import { buildOpenApiDocument, type BuiltDocument } from '../../common/openapi/document';
import { routesOf } from '../../common/openapi/routes';

@Injectable()
export class OpenApiService {
  private built?: BuiltDocument;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly appConfig: ApplicationConfig,
  ) {}

  /** Built on first use: the global prefix is set after the modules are created. */
  get(): BuiltDocument {
    if (!this.built) {
      const controllers = this.discovery
        .getControllers()
        .map((wrapper) => wrapper.metatype as Type | null)
        .filter((c): c is Type => !!c);
      this.built = buildOpenApiDocument(routesOf(controllers, this.appConfig.getGlobalPrefix()));
    }
    return this.built;
  }
}
