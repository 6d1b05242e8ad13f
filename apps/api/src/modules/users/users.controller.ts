import { Controller, Get, Param } from '@nestjs/common';
import type { User } from '@offerteflow/contracts';
import { CompanyId } from '../../common';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** A user of the caller's own company; any other id answers 404. */
  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<User> {
    return this.users.getInCompany(companyId, id);
  }
}
