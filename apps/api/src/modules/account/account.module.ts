import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [AuthModule, UsersModule],
  controllers: [AccountController],
  providers: [AccountRepository, AccountService, PasswordResetService],
})
export class AccountModule {}
