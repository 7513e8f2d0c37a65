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

/** Whether a chat service is configured (mock mode has none: the sidebar says how to reach support instead). */
export function chatConfigured(): boolean {
  const { chat } = getRuntimeConfig().integrations;
  return chat.widgetId !== '' && chat.scriptUrl !== '' && chat.apiGlobal !== '';
}

/** Loads the chat (first use only) and opens it for the user. */
export async function openSupportChat(user: LoggedInUser): Promise<void> {
  const { openChat } = await import('./open-chat');
  await openChat(getRuntimeConfig().integrations.chat, user);
}
