import { Injectable } from '@nestjs/common';
import type { User, UserSettings, UserSettingsUpdate } from '@offerteflow/contracts';
import { orNotFound } from '../../common';
import type { UserEntity } from './user.entity';
import { toUserDto } from './user.mapper';
import { userError } from './users.errors';
import { UsersRepository } from './users.repository';

const toUserSettings = (u: UserEntity): UserSettings => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  role: u.role,
  notifications: {
    emailQuoteUpdates: u.notifyQuoteUpdates,
    emailPaymentReminders: u.notifyPaymentReminders,
    emailWeeklyReports: u.notifyWeeklyReports,
    pushNotifications: u.notifyPush,
  },
});

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async getInCompany(companyId: string, id: string): Promise<User> {
    return toUserDto(orNotFound(await this.users.findInCompany(companyId, id)));
  }

  async getSettings(companyId: string, id: string): Promise<UserSettings> {
    return toUserSettings(orNotFound(await this.users.findInCompany(companyId, id)));
  }

  /** The role is not part of the update: a user cannot change their own role. */
  async updateSettings(companyId: string, id: string, input: UserSettingsUpdate): Promise<UserSettings> {
    if (await this.users.emailTakenByOther(input.email, id)) throw userError('emailTaken');
    const result = await this.users.updateSettings(companyId, id, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      notifyQuoteUpdates: input.notifications.emailQuoteUpdates,
      notifyPaymentReminders: input.notifications.emailPaymentReminders,
      notifyWeeklyReports: input.notifications.emailWeeklyReports,
      notifyPush: input.notifications.pushNotifications,
    });
    if (result === 'email_taken') throw userError('emailTaken');
    return this.getSettings(companyId, id);
  }
}
