import { HttpStatus } from '@nestjs/common';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import { AppError, conflict } from '../../common';

export const invalidCredentials = () =>
  new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', SERVER_MESSAGES.invalidCredentials);
export const invalidRefreshToken = () =>
  new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', SERVER_MESSAGES.invalidRefreshToken);
export const emailTaken = () => conflict(SERVER_MESSAGES.emailTaken);
