import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type ActiveSession,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  changePasswordResponseSchema,
  deleteAccountResponseSchema,
  activeSessionsResponseSchema,
  revokeSessionsResponseSchema,
  forgotPasswordResponseSchema,
  resetPasswordResponseSchema,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import { CurrentUser, Public, zodBody, type AuthContext, ApiDoc } from '../../common';
import { AccountService } from './account.service';
import { PasswordResetService } from './password-reset.service';

/** Security tab (password, sessions, account deletion) and password reset by e-mail. */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly reset: PasswordResetService,
  ) {}

  @ApiDoc({
    summary: 'Change the password (ends other sessions)',
    tag: 'account',
    response: changePasswordResponseSchema,
    errors: [429],
  })
  @Post('users/password')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() auth: AuthContext,
    @Body(zodBody(changePasswordRequestSchema)) body: ChangePasswordRequest,
  ): Promise<{ changed: true }> {
    await this.account.changePassword(auth, body);
    return { changed: true };
  }

  @ApiDoc({
    summary: 'Delete the account and its company data',
    tag: 'account',
    response: deleteAccountResponseSchema,
  })
  @Delete('users/account')
  @HttpCode(200)
  async deleteAccount(@CurrentUser() auth: AuthContext): Promise<{ deleted: true }> {
    await this.account.deleteAccount(auth);
    return { deleted: true };
  }

  @ApiDoc({ summary: 'Active sessions of the user', tag: 'account', response: activeSessionsResponseSchema })
  @Get('auth/sessions')
  sessions(@CurrentUser() auth: AuthContext): Promise<ActiveSession[]> {
    return this.account.listSessions(auth);
  }

  /** Signs out every session of the caller except the current one. */
  @ApiDoc({ summary: 'End every other session', tag: 'account', response: revokeSessionsResponseSchema })
  @Delete('auth/sessions')
  @HttpCode(200)
  async revokeOthers(@CurrentUser() auth: AuthContext): Promise<{ revoked: number }> {
    return { revoked: await this.account.revokeOtherSessions(auth) };
  }

  @ApiDoc({ summary: 'End one session', tag: 'account', response: revokeSessionsResponseSchema })
  @Delete('auth/sessions/:id')
  @HttpCode(200)
  async revokeOne(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<{ revoked: 1 }> {
    await this.account.revokeSession(auth, id);
    return { revoked: 1 };
  }

  @Public()
  @ApiDoc({
    summary: 'E-mail a password reset link',
    tag: 'account',
    response: forgotPasswordResponseSchema,
    errors: [429],
  })
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
  @ApiDoc({
    summary: 'Set a new password with a reset token',
    tag: 'account',
    response: resetPasswordResponseSchema,
    errors: [429],
  })
  @Post('auth/reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body(zodBody(resetPasswordRequestSchema)) body: ResetPasswordRequest,
  ): Promise<{ reset: true }> {
    await this.reset.reset(body);
    return { reset: true };
  }
}
