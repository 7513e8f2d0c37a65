/** The one query-key factory of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  recoveryKey: (recoveryKey: string) => ['auth', 'recovery-key', recoveryKey] as const,
  invitation: (customerId: number, customerUserId: number, hash: string) =>
    ['auth', 'invitation', customerId, customerUserId, hash] as const,
};
