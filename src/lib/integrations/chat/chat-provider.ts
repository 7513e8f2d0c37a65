// Live chat (advisor service, issue 22 point 5): a provider-neutral interface. The portal talks to a chat only
// through `ChatProvider`; one adapter exists (script-loader-adapter.ts). docs/integrations.md says how to add one.

/** The user data point 7 lists for the chat: company, e-mail, name, phone, account manager e-mail, user id. */
export interface ChatUser {
  company: string;
  email: string | null;
  name: string;
  phone: string | null;
  accountManagerEmail: string | null;
  userId: number;
}

export interface ChatProvider {
  /** Loads the provider's script once; rejects with "API instance not found" when its client is missing. */
  load(): Promise<void>;
  setUser(user: ChatUser): void;
  /** Opens the chat window. */
  open(): void;
  /** Shows or hides the whole widget (hidden while a dialog is open on a phone, spec point 2). */
  setVisible(visible: boolean): void;
}

/** Spec point 8: the message when the chat's client object is missing. */
export const API_INSTANCE_NOT_FOUND = 'API instance not found';

let assignedWidgetId: string | null = null;

/** Sets the page's chat widget id. Spec point 8: once set it cannot change (a second, other id throws). */
export function assignWidgetId(widgetId: string): void {
  if (assignedWidgetId !== null && assignedWidgetId !== widgetId)
    throw new Error(`The chat widget id cannot change once set (${assignedWidgetId}).`);
  assignedWidgetId = widgetId;
}

/** Forgets the widget id (tests only: a page keeps its id for its life). */
export function resetWidgetIdForTests(): void {
  assignedWidgetId = null;
}
