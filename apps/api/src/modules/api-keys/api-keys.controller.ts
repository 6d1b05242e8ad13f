import { Controller, Param } from '@nestjs/common';
import {
  apiKeyCreateRequestSchema,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  type ApiKeyCreateRequest,
} from '@offerteflow/contracts';
import { CompanyId, CurrentUser, type AuthContext, Route, ValidBody, AdminOnly } from '../../common';
import { ApiKeysService } from './api-keys.service';

/** /api/api-keys: logged-in users only (no @ApiKeyAccess: a key cannot mint or revoke keys). */
@AdminOnly()
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  /** Newest first, revoked keys included (with revokedAt). */
  @Route.get({
    summary: "List the company's API keys (never the keys themselves)",
    response: apiKeyListResponseSchema,
  })
  list(@CompanyId() companyId: string) {
    return this.keys.list(companyId);
  }

  /** The only answer that contains the key itself. */
  @Route.post({
    summary: 'Create an API key; the answer is the only time the key is shown',
    response: apiKeyCreatedResponseSchema,
  })
  create(@CurrentUser() auth: AuthContext, @ValidBody(apiKeyCreateRequestSchema) body: ApiKeyCreateRequest) {
    return this.keys.create(auth, body);
  }

  /** Revokes at once: the next request with the key answers 401. */
  @Route.delete(':id', { summary: 'Revoke an API key at once', response: apiKeyResponseSchema })
  revoke(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.keys.revoke(auth.companyId, id);
  }
}
