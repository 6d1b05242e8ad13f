import { Injectable } from '@nestjs/common';
import type { User } from '@offerteflow/contracts';
import { notFound } from '../../common';
import { toUserDto } from './user.mapper';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async getInCompany(companyId: string, id: string): Promise<User> {
    const user = await this.users.findInCompany(companyId, id);
    if (!user) throw notFound();
    return toUserDto(user);
  }
}
