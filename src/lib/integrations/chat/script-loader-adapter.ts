// The one chat adapter: a generic script loader. The provider's script (`chat.scriptUrl`) is added with the
// widget id as `data-widget-id` and is expected to create a global client object (`chat.apiGlobal`) with
// `setUser(data)`, `open()`, `show()` and `hide()`. A provider whose client has other method names gets a small
// adapter of its own beside this one (docs/integrations.md).
import type { IntegrationsConfig } from '../../runtime-config';
import { allowScriptOrigin, loadScript } from '../trusted-scripts';
import { API_INSTANCE_NOT_FOUND, assignWidgetId, type ChatProvider, type ChatUser } from './chat-provider';

interface ChatClient {
  setUser: (data: Record<string, string>) => void;
  open: () => void;
  show: () => void;
  hide: () => void;
}

function isChatClient(value: unknown): value is ChatClient {
  if (typeof value !== 'object' || value === null) return false;
  return ['setUser', 'open', 'show', 'hide'].every((name) => typeof Reflect.get(value, name) === 'function');
}

/** The user data as the chat's attributes (strings only; missing values left out). */
export function chatAttributes(user: ChatUser): Record<string, string> {
  const entries: Array<[string, string | null]> = [
    ['company', user.company],
    ['email', user.email],
    ['name', user.name],
    ['phone', user.phone],
    ['accountManagerEmail', user.accountManagerEmail],
    ['userId', String(user.userId)],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

export function createScriptLoaderChat(
  config: IntegrationsConfig['chat'],
  load: (url: string, attributes: Record<string, string>) => Promise<void> = loadScript,
): ChatProvider {
  assignWidgetId(config.widgetId);
  let loading: Promise<void> | null = null;
  const client = (): ChatClient => {
    const found: unknown = Reflect.get(window, config.apiGlobal);
    if (!isChatClient(found)) throw new Error(API_INSTANCE_NOT_FOUND);
    return found;
  };
  return {
    load() {
      loading ??= (async () => {
        allowScriptOrigin(config.scriptUrl);
        await load(config.scriptUrl, { 'data-widget-id': config.widgetId });
        client();
      })().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    setUser: (user) => client().setUser(chatAttributes(user)),
    open: () => client().open(),
    setVisible: (visible) => (visible ? client().show() : client().hide()),
  };
}
