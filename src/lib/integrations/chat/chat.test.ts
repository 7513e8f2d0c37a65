// The live chat's adapter (issue 22, point 5; spec points 7 and 8): the script loader with a widget id that cannot
// change, "API instance not found" without the provider's client, the user data of point 7, hidden on phone dialogs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_INSTANCE_NOT_FOUND, resetWidgetIdForTests } from './chat-provider';
import { chatUser, hideOnMobileDialogs } from './open-chat';
import { createScriptLoaderChat } from './script-loader-adapter';

const config = { scriptUrl: 'https://chat.example.net/widget.js', widgetId: 'widget-1', apiGlobal: 'ExampleChat' };

function providerClient() {
  return { setUser: vi.fn(), open: vi.fn(), show: vi.fn(), hide: vi.fn() };
}

afterEach(() => {
  resetWidgetIdForTests();
  Reflect.deleteProperty(window, config.apiGlobal);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the script-loader chat adapter', () => {
  it('loads the script with the widget id and hands the user data of point 7 to the provider', async () => {
    const client = providerClient();
    const loadScript = vi.fn(() => {
      Reflect.set(window, config.apiGlobal, client);
      return Promise.resolve();
    });
    const chat = createScriptLoaderChat(config, loadScript);
    await chat.load();
    await chat.load();
    expect(loadScript).toHaveBeenCalledOnce();
    expect(loadScript).toHaveBeenCalledWith(config.scriptUrl, { 'data-widget-id': 'widget-1' });
    chat.setUser(
      chatUser({
        id: 7,
        name: 'Claudia Schmidt',
        email: 'claudia@example.de',
        phone: '+4930123456',
        customer: { name: 'Schlossgut GmbH' },
        accountManager: { name: 'Mara', email: 'mara@hochzeitsportal.de', phone: null },
      } as Parameters<typeof chatUser>[0]),
    );
    expect(client.setUser).toHaveBeenCalledWith({
      company: 'Schlossgut GmbH',
      email: 'claudia@example.de',
      name: 'Claudia Schmidt',
      phone: '+4930123456',
      accountManagerEmail: 'mara@hochzeitsportal.de',
      userId: '7',
    });
  });

  it('throws when another widget id is set once one is (spec point 8)', () => {
    createScriptLoaderChat(config);
    expect(() => createScriptLoaderChat(config)).not.toThrow();
    expect(() => createScriptLoaderChat({ ...config, widgetId: 'widget-2' })).toThrow(/cannot change/);
  });

  it('rejects with "API instance not found" when the script created no client (spec point 8)', async () => {
    const chat = createScriptLoaderChat(config, () => Promise.resolve());
    await expect(chat.load()).rejects.toThrow(API_INSTANCE_NOT_FOUND);
    expect(() => chat.open()).toThrow(API_INSTANCE_NOT_FOUND);
  });

  it('hides the widget while a dialog is open on a phone, and only there (spec point 2)', async () => {
    const client = providerClient();
    Reflect.set(window, config.apiGlobal, client);
    const chat = createScriptLoaderChat(config, () => Promise.resolve());
    let phone = true;
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          get matches() {
            return phone;
          },
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const stop = hideOnMobileDialogs(chat);
    expect(client.show).toHaveBeenCalledTimes(1);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    await vi.waitFor(() => expect(client.hide).toHaveBeenCalledTimes(1));
    dialog.remove();
    await vi.waitFor(() => expect(client.show).toHaveBeenCalledTimes(2));
    phone = false;
    document.body.append(dialog);
    await vi.waitFor(() => expect(client.show).toHaveBeenCalledTimes(3));
    expect(client.hide).toHaveBeenCalledTimes(1);
    stop();
  });
});
