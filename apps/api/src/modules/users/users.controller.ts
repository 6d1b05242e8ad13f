import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  userSettingsSchema,
  type User,
  type UserSettings,
  type UserSettingsUpdate,
} from '@offerteflow/contracts';
import { CompanyId, CurrentUser, zodBody, type AuthContext } from '../../common';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The caller's own settings (SPEC §3 User settings). Declared before ':id' so it wins the route. */
  @Get('settings')
  getSettings(@CurrentUser() auth: AuthContext): Promise<UserSettings> {
    return this.users.getSettings(auth.companyId, auth.userId);
  }

  @Put('settings')
  putSettings(
    @CurrentUser() auth: AuthContext,
    @Body(zodBody(userSettingsSchema)) body: UserSettingsUpdate,
  ): Promise<UserSettings> {
    return this.users.updateSettings(auth.companyId, auth.userId, body);
  }

  /** A user of the caller's own company; any other id answers 404. */
  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<User> {
    return this.users.getInCompany(companyId, id);
  }
}
