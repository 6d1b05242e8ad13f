import { Controller, Param } from '@nestjs/common';
import {
  userSettingsSchema,
  type UserSettingsUpdate,
  userSettingsEnvelopeSchema,
  userResponseSchema,
} from '@offerteflow/contracts';
import { CompanyId, CurrentUser, type AuthContext, Route, ValidBody } from '../../common';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The caller's own settings (SPEC §3 User settings). Declared before ':id' so it wins the route. */
  @Route.get('settings', { summary: "The caller's own settings", response: userSettingsEnvelopeSchema })
  getSettings(@CurrentUser() auth: AuthContext) {
    return this.users.getSettings(auth.companyId, auth.userId);
  }

  @Route.put('settings', {
    summary: "Update the caller's own settings",
    response: userSettingsEnvelopeSchema,
    errors: [409],
  })
  putSettings(@CurrentUser() auth: AuthContext, @ValidBody(userSettingsSchema) body: UserSettingsUpdate) {
    return this.users.updateSettings(auth.companyId, auth.userId, body);
  }

  /** A user of the caller's own company; any other id answers 404. */
  @Route.get(':id', { summary: "A user of the caller's company", response: userResponseSchema })
  get(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.users.getInCompany(companyId, id);
  }
}
