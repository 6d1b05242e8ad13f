import type { User } from '@offerteflow/contracts';
import type { UserEntity } from './user.entity';

/** SPEC §3 user: name is first + last name, or the whole e-mail address when both are empty. */
export function displayName(u: Pick<UserEntity, 'firstName' | 'lastName' | 'email'>): string {
  const full = `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();
  // Not the address's local part: 'info' or 'jan' in a quote's history does not say who it was.
  return full || u.email;
}

/** What a user DTO is made of: the user's name, e-mail and role, and its company's id and name. */
export type UserDtoSource = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'role'> & {
  company?: { id: string; name: string };
};

export function toUserDto(u: UserDtoSource): User {
  if (!u.company) throw new Error('user mapped without its company');
  return {
    id: u.id,
    name: displayName(u),
    email: u.email,
    role: u.role,
    company: { id: u.company.id, name: u.company.name },
  };
}
