/**
 * The rule "a company always keeps at least one admin": true when `userId` is the only active admin
 * among `activeAdminIds` (read with UsersRepository.lockActiveAdmins inside the changing transaction),
 * so demoting, deactivating or removing that user would leave the company without one.
 */
export const isLastAdmin = (activeAdminIds: readonly string[], userId: string): boolean =>
  activeAdminIds.length === 1 && activeAdminIds[0] === userId;
