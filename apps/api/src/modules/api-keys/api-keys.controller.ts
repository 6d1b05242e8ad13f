import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  apiKeyCreateRequestSchema,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
} from '@offerteflow/contracts';
import { CompanyId, CurrentUser, zodBody, type AuthContext } from '../../common';
import { ApiKeysService } from './api-keys.service';

/** /api/api-keys: logged-in users only (no @ApiKeyAccess: a key cannot mint or revoke keys). */
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  /** Newest first, revoked keys included (with revokedAt). */
  @Get()
  list(@CompanyId() companyId: string): Promise<ApiKey[]> {
    return this.keys.list(companyId);
  }

  /** The only answer that contains the key itself. */
  @Post()
  create(
    @CurrentUser() auth: AuthContext,
    @Body(zodBody(apiKeyCreateRequestSchema)) body: ApiKeyCreateRequest,
  ): Promise<ApiKeyCreated> {
    return this.keys.create(auth, body);
  }

  /** Revokes at once: the next request with the key answers 401. */
  @Delete(':id')
  revoke(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<ApiKey> {
    return this.keys.revoke(auth.companyId, id);
  }
}
