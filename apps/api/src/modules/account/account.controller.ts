import { Controller, Param, Req } from '@nestjs/common';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
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
import { ApiTag, CurrentUser, Public, type AuthContext, Route, ValidBody } from '../../common';
import { AccountService } from './account.service';
import { PasswordResetService } from './password-reset.service';

/** Security tab (password, sessions, account deletion) and password reset by e-mail. */
@ApiTag('account')
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly reset: PasswordResetService,
  ) {}

  @Route.post('users/password', {
    summary: 'Change the password (ends other sessions)',
    response: changePasswordResponseSchema,
    errors: [429],
    status: 200,
  })
  async changePassword(
    @CurrentUser() auth: AuthContext,
    @ValidBody(changePasswordRequestSchema) body: ChangePasswordRequest,
  ): Promise<{ changed: true }> {
    await this.account.changePassword(auth, body);
    return { changed: true };
  }

  @Route.delete('users/account', {
    summary: "Delete the caller's user, or (the last admin) the company and all its data",
    response: deleteAccountResponseSchema,
    status: 200,
  })
  async deleteAccount(@CurrentUser() auth: AuthContext) {
    return { deleted: true as const, removed: await this.account.deleteAccount(auth) };
  }

  @Route.get('auth/sessions', {
    summary: 'Active sessions of the user',
    response: activeSessionsResponseSchema,
  })
  sessions(@CurrentUser() auth: AuthContext) {
    return this.account.listSessions(auth);
  }

  /** Signs out every session of the caller except the current one. */
  @Route.delete('auth/sessions', {
    summary: 'End every other session',
    response: revokeSessionsResponseSchema,
    status: 200,
  })
  async revokeOthers(@CurrentUser() auth: AuthContext): Promise<{ revoked: number }> {
    return { revoked: await this.account.revokeOtherSessions(auth) };
  }

  @Route.delete('auth/sessions/:id', {
    summary: 'End one session',
    response: revokeSessionsResponseSchema,
    status: 200,
  })
  async revokeOne(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<{ revoked: 1 }> {
    await this.account.revokeSession(auth, id);
    return { revoked: 1 };
  }

  @Route.post('auth/forgot-password', {
    summary: 'E-mail a password reset link',
    response: forgotPasswordResponseSchema,
    errors: [429],
    status: 202,
  })
  @Public()
  async forgotPassword(
    @ValidBody(forgotPasswordRequestSchema) body: ForgotPasswordRequest,
    @Req() req: Request,
  ): Promise<{ accepted: true }> {
    await this.reset.requestReset(body.email, req.ip ?? 'unknown');
    return { accepted: true };
  }

  @Route.post('auth/reset-password', {
    summary: 'Set a new password with a reset token',
    response: resetPasswordResponseSchema,
    errors: [429],
    status: 200,
  })
  @Public()
  async resetPassword(
    @ValidBody(resetPasswordRequestSchema) body: ResetPasswordRequest,
  ): Promise<{ reset: true }> {
    await this.reset.reset(body);
    return { reset: true };
  }
}
