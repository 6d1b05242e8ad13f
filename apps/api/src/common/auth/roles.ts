/**
 * Who may call a route, by role: one declaration per controller or route (`@AdminOnly()`), checked by
 * the global JwtAuthGuard for every logged-in user and listed in the OpenAPI document as `x-roles`.
 * Without a declaration every role may call the route. An API key acts for the company as an
 * integration an admin made, so on the routes that accept keys (@ApiKeyAccess) it passes as an admin.
 */
import { SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { USER_ROLES, type UserRole } from '@offerteflow/contracts';

export const ROLES = 'offerteflow:roles';

/** Only these roles may call the route (403 'Geen toegang tot deze functie' for the others). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);

/** The company's own affairs: settings, billing, API keys, webhooks, the team, the house style. */
export const AdminOnly = () => Roles('admin');

/** The roles a handler (or, failing that, its controller) allows: every role unless declared. */
export const allowedRoles = (reflector: Reflector, targets: Parameters<Reflector['getAllAndOverride']>[1]) =>
  reflector.getAllAndOverride<readonly UserRole[] | undefined>(ROLES, targets) ?? USER_ROLES;
