import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  apiKeyCreateRequestSchema,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
} from '@offerteflow/contracts';
import { ApiDoc, CompanyId, CurrentUser, zodBody, type AuthContext } from '../../common';
import { ApiKeysService } from './api-keys.service';

/** /api/api-keys: logged-in users only (no @ApiKeyAccess: a key cannot mint or revoke keys). */
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  /** Newest first, revoked keys included (with revokedAt). */
  @Get()
  @ApiDoc({
    summary: "List the company's API keys (never the keys themselves)",
    response: apiKeyListResponseSchema,
  })
  list(@CompanyId() companyId: string): Promise<ApiKey[]> {
    return this.keys.list(companyId);
  }

  /** The only answer that contains the key itself. */
  @Post()
  @ApiDoc({
    summary: 'Create an API key; the answer is the only time the key is shown',
    response: apiKeyCreatedResponseSchema,
  })
  create(
    @CurrentUser() auth: AuthContext,
    @Body(zodBody(apiKeyCreateRequestSchema)) body: ApiKeyCreateRequest,
  ): Promise<ApiKeyCreated> {
    return this.keys.create(auth, body);
  }

  /** Revokes at once: the next request with the key answers 401. */
  @Delete(':id')
  @ApiDoc({ summary: 'Revoke an API key at once', response: apiKeyResponseSchema })
  revoke(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<ApiKey> {
    return this.keys.revoke(auth.companyId, id);
  }
}
