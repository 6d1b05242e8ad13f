/**
 * The routes Nest registered, for the OpenAPI document (document.ts): each (method, path) of the
 * controllers, and what a route states about itself through Nest's metadata (its decorators, the zod
 * schemas of its validation pipes, whether it reads If-Match).
 */
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { z } from 'zod';
import { ZodValidationPipe } from '../zod-validation.pipe';
import { readIfMatch } from '../versioning/if-match';

/** One route as Nest registered it: `path` in OpenAPI form (/api/quotes/{id}). */
export interface RegisteredRoute {
  method: string;
  path: string;
  controller: Type;
  handlerName: string;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Express `:id` segments become OpenAPI `{id}`. */
export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every (method, path) of the given controllers, in declaration order. */
export function routesOf(controllers: readonly Type[], globalPrefix: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const controller of controllers) {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
    const bases = Array.isArray(base) ? base : [base ?? ''];
    for (const handlerName of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[handlerName];
      if (handlerName === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || own === undefined) continue;
      for (const b of bases) {
        for (const p of Array.isArray(own) ? own : [own]) {
          routes.push({
            method: RequestMethod[method].toLowerCase(),
            path: toOpenApiPath(join(globalPrefix, b, p)),
            controller,
            handlerName,
          });
        }
      }
    }
  }
  return routes;
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  /** The function of a custom parameter decorator (createParamDecorator). */
  factory?: unknown;
}

const routeArgs = (route: RegisteredRoute) =>
  (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {}) as Record<
    string,
    RouteArg
  >;

/** True when the handler takes the request's If-Match (`@IfMatch()`). */
export function readsIfMatch(route: RegisteredRoute): boolean {
  return Object.values(routeArgs(route)).some((arg) => arg.factory === readIfMatch);
}

/** The zod schemas of a handler's `@ValidBody(...)` and `@ValidQuery(...)` parameters. */
export function pipeSchemas(route: RegisteredRoute): { body?: z.ZodType; query?: z.ZodType } {
  const found: { body?: z.ZodType; query?: z.ZodType } = {};
  for (const [key, arg] of Object.entries(routeArgs(route))) {
    const type = Number(key.split(':')[0]);
    const pipe = arg.pipes?.find((p): p is ZodValidationPipe<z.ZodType> => p instanceof ZodValidationPipe);
    if (!pipe) continue;
    if (type === RouteParamtypes.BODY) found.body = pipe.schema;
    if (type === RouteParamtypes.QUERY) found.query = pipe.schema;
  }
  return found;
}

/** The handler function of a route. */
export const handlerOf = (route: RegisteredRoute): object =>
  (route.controller.prototype as Record<string, unknown>)[route.handlerName] as object;

/** A metadata value of the handler, else of its controller. */
export const routeMeta = <T>(key: string, route: RegisteredRoute): T | undefined =>
  (Reflect.getMetadata(key, handlerOf(route)) ?? Reflect.getMetadata(key, route.controller)) as T | undefined;
