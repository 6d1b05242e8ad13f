import type { User } from '@offerteflow/contracts';
import type { UserEntity } from './user.entity';

/** SPEC §3 user: name is first + last name, or the e-mail's local part when both are empty. */
export function displayName(u: Pick<UserEntity, 'firstName' | 'lastName' | 'email'>): string {
  const full = `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();
  return full || u.email.split('@')[0] || u.email;
}

export function toUserDto(u: UserEntity & { company?: { id: string; name: string } }): User {
  if (!u.company) throw new Error('user mapped without its company');
  return {
    id: u.id,
    name: displayName(u),
    email: u.email,
    role: u.role,
    company: { id: u.company.id, name: u.company.name },
  };
}
