import { FORMER_COLLEAGUE, type QuoteActor } from '@offerteflow/contracts';
import type { UserEntity } from './user.entity';
import { displayName } from './user.mapper';

/** A user row, or the same columns read as JSON (deletedAt then an ISO string). */
export type NamedUser = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'email'> & {
  deletedAt: Date | string | null;
};

/** How a user is named as the author of an action: 'Voormalig collega' once their account was deleted. */
export const actorName = (u: NamedUser): string => (u.deletedAt ? FORMER_COLLEAGUE : displayName(u));

/** The author of an action as the API shows it ({id, name}), or null when no user did it (an API key). */
export const toActor = (u: NamedUser | null | undefined): QuoteActor | null =>
  u ? { id: u.id, name: actorName(u) } : null;
