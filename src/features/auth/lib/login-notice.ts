/** Why another auth page sent the visitor to the login page; passed as router state, shown there once. */
export type LoginNotice = 'invitation-invalid';

export function loginNoticeState(notice: LoginNotice): { loginNotice: LoginNotice } {
  return { loginNotice: notice };
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  return state.loginNotice === 'invitation-invalid' ? 'invitation-invalid' : null;
}
