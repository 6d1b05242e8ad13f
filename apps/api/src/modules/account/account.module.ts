import { Module } from '@nestjs/common';
import { UnitOfWork } from '../../database/tx';
import { AuthModule } from '../auth/auth.module';
import { CompaniesModule } from '../companies/companies.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [AuthModule, UsersModule, CompaniesModule],
  controllers: [AccountController],
  providers: [UnitOfWork, AccountRepository, AccountService, PasswordResetService],
})
export class AccountModule {}
