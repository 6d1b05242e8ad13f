import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type ActiveSession,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import { CurrentUser, Public, zodBody, type AuthContext } from '../../common';
import { AccountService } from './account.service';
import { PasswordResetService } from './password-reset.service';

/** Security tab (password, sessions, account deletion) and password reset by e-mail. */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly reset: PasswordResetService,
  ) {}

  @Post('users/password')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() auth: AuthContext,
    @Body(zodBody(changePasswordRequestSchema)) body: ChangePasswordRequest,
  ): Promise<{ changed: true }> {
    await this.account.changePassword(auth, body);
    return { changed: true };
  }

  @Delete('users/account')
  @HttpCode(200)
  async deleteAccount(@CurrentUser() auth: AuthContext): Promise<{ deleted: true }> {
    await this.account.deleteAccount(auth);
    return { deleted: true };
  }

  @Get('auth/sessions')
  sessions(@CurrentUser() auth: AuthContext): Promise<ActiveSession[]> {
    return this.account.listSessions(auth);
  }

  /** Signs out every session of the caller except the current one. */
  @Delete('auth/sessions')
  @HttpCode(200)
  async revokeOthers(@CurrentUser() auth: AuthContext): Promise<{ revoked: number }> {
    return { revoked: await this.account.revokeOtherSessions(auth) };
  }

  @Delete('auth/sessions/:id')
  @HttpCode(200)
  async revokeOne(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<{ revoked: 1 }> {
    await this.account.revokeSession(auth, id);
    return { revoked: 1 };
  }

  @Public()
  @Post('auth/forgot-password')
  @HttpCode(202)
  async forgotPassword(
    @Body(zodBody(forgotPasswordRequestSchema)) body: ForgotPasswordRequest,
    @Req() req: Request,
  ): Promise<{ accepted: true }> {
    await this.reset.requestReset(body.email, req.ip ?? 'unknown');
    return { accepted: true };
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body(zodBody(resetPasswordRequestSchema)) body: ResetPasswordRequest,
  ): Promise<{ reset: true }> {
    await this.reset.reset(body);
    return { reset: true };
  }
}
