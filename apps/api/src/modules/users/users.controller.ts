import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  userSettingsSchema,
  type User,
  type UserSettings,
  type UserSettingsUpdate,
  userSettingsEnvelopeSchema,
  userResponseSchema,
} from '@offerteflow/contracts';
import { CompanyId, CurrentUser, zodBody, type AuthContext, ApiDoc } from '../../common';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The caller's own settings (SPEC §3 User settings). Declared before ':id' so it wins the route. */
  @ApiDoc({ summary: "The caller's own settings", response: userSettingsEnvelopeSchema })
  @Get('settings')
  getSettings(@CurrentUser() auth: AuthContext): Promise<UserSettings> {
    return this.users.getSettings(auth.companyId, auth.userId);
  }

  @ApiDoc({
    summary: "Update the caller's own settings",
    response: userSettingsEnvelopeSchema,
    errors: [409],
  })
  @Put('settings')
  putSettings(
    @CurrentUser() auth: AuthContext,
    @Body(zodBody(userSettingsSchema)) body: UserSettingsUpdate,
  ): Promise<UserSettings> {
    return this.users.updateSettings(auth.companyId, auth.userId, body);
  }

  /** A user of the caller's own company; any other id answers 404. */
  @ApiDoc({ summary: "A user of the caller's company", response: userResponseSchema })
  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<User> {
    return this.users.getInCompany(companyId, id);
  }
}
