import { HttpStatus } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';

/**
 * The status Nest answers a handler with on success: its @HttpCode (the `status` of @Route), else 201
 * for POST and 200 otherwise. The OpenAPI document and the idempotent replay both state it from here.
 */
export const successStatus = (handler: object, method: string): number =>
  (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
  (method.toUpperCase() === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
