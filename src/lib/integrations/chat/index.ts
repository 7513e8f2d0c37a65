// What the shell needs of the chat without loading it: whether it can be offered, and a way to open it.
import type { LoggedInUser } from '../../session/session-query';
import { getRuntimeConfig } from '../../runtime-config';

/**
 * Whether the live chat may be offered (spec points 1 and 6): permission advisorService, the supportChat flag on,
 * not in a switched-user session.
 */
export function chatAllowed(user: LoggedInUser, isSwitchedUser: boolean): boolean {
  return user.permission.advisorService && !isSwitchedUser && getRuntimeConfig().features.supportChat;
}

/**
 * Whether a chat service is configured (mock mode has none: the sidebar says how to reach support instead). Read
 * from the deployment's file directly: the chat has no default, and the shell need not carry the integrations'
 * configuration code (config.ts).
 */
export function chatConfigured(): boolean {
  const chat = window.__PORTAL_CONFIG__?.integrations?.chat;
  return !!chat?.widgetId && !!chat.scriptUrl && !!chat.apiGlobal;
}

/** Loads the chat (first use only) and opens it for the user. */
export async function openSupportChat(user: LoggedInUser): Promise<void> {
  const [{ openChat }, { getIntegrationsConfig }] = await Promise.all([import('./open-chat'), import('../config')]);
  await openChat(getIntegrationsConfig().chat, user);
}
