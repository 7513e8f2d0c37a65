import { useSession, type LoggedInUser } from '@/lib/session/session-query';

export interface ShellSession {
  user: LoggedInUser;
  /** Admin switch-user (impersonation) session: no chat, and the Exit entry stays visible. */
  isSwitchedUser: boolean;
}

/** The logged-in user for the shell; null in the moment between logout and the redirect to login. */
export function useShellSession(): ShellSession | null {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return { user: session.user, isSwitchedUser: session.accessToken.isSwitchedUser };
}
