// Opens the live chat for the logged-in user (loaded on the first click on "Fragen Sie uns"; the script is a
// service the user asks for, so it needs no consent and costs nothing before). While a dialog is open on a phone
// the widget is hidden (spec point 2).
import type { LoggedInUser } from '../../session/session-query';
import type { IntegrationsConfig } from '../../runtime-config';
import type { ChatProvider, ChatUser } from './chat-provider';
import { createScriptLoaderChat } from './script-loader-adapter';

/** Below the main layout's md breakpoint (1000 px) the portal is laid out for phones. */
const MOBILE = '(max-width: 999.98px)';

export function chatUser(user: LoggedInUser): ChatUser {
  return {
    company: user.customer.name,
    email: user.email,
    name: user.name,
    phone: user.phone,
    accountManagerEmail: user.accountManager?.email ?? null,
    userId: user.id,
  };
}

/** Keeps the widget hidden while a dialog is open on a phone; returns the function that stops watching. */
export function hideOnMobileDialogs(chat: ChatProvider): () => void {
  const media = window.matchMedia(MOBILE);
  const apply = () => {
    const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
    chat.setVisible(!(media.matches && dialogOpen));
  };
  // Radix puts every dialog in a portal at the end of <body>.
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true });
  media.addEventListener('change', apply);
  apply();
  return () => {
    observer.disconnect();
    media.removeEventListener('change', apply);
  };
}

let chat: ChatProvider | null = null;

export async function openChat(config: IntegrationsConfig['chat'], user: LoggedInUser): Promise<void> {
  if (!chat) {
    const created = createScriptLoaderChat(config);
    await created.load();
    hideOnMobileDialogs(created);
    chat = created;
  }
  chat.setUser(chatUser(user));
  chat.open();
}
