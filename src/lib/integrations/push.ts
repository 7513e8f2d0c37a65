// Push notifications (issue 22, point 4) through Firebase Cloud Messaging: `firebase/messaging` loads only when the
// user opts in or out in the settings. The subscription is tagged with the user id (spec point 7): the record kept
// in this browser names the user the token belongs to, and a user's opt-out never removes another user's token.
// The API document has no operation to register a push token (spec point 7 lists none): docs/integrations.md.
// Mock mode: a stand-in in the page (`window.__pushStandIn`) that journeys drive; no Firebase, no network.
import { i18n, loadFeatureTexts } from '@/i18n';
import type { IntegrationsConfig } from '../runtime-config';
import { trustedScriptUrl } from './trusted-scripts';

export const PUSH_STORAGE_KEY = 'push:subscription';
const APP_NAME = 'portal-push';
/** Firebase's own default scope: apart from the mock's service worker at `/`, which mock mode registers. */
const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

export interface PushSubscriptionRecord {
  userId: number;
  token: string;
  createdAt: string;
}

export interface PushStandIn {
  subscriptions: PushSubscriptionRecord[];
  /** Set by a journey or test: the push script "fails to load". */
  failLoad: boolean;
}

declare global {
  interface Window {
    __pushStandIn?: PushStandIn;
  }
}

export type PushProblem = 'loadFailed' | 'unsupported' | 'denied';

/** Why opting in or out failed; its message is the German (current language) text to show. */
export class PushError extends Error {
  readonly problem: PushProblem;
  constructor(problem: PushProblem) {
    // The texts are the settings' (where the switch is): loaded with its routes, and by `pushError` otherwise.
    super(i18n.t(`settings.notifications.errors.${problem}`));
    this.name = 'PushError';
    this.problem = problem;
  }
}

/** A PushError with its text loaded first (the settings texts are loaded already when the switch is used). */
async function pushError(problem: PushProblem): Promise<PushError> {
  await loadFeatureTexts('settings');
  return new PushError(problem);
}

export function pushConfigured(config: IntegrationsConfig): boolean {
  return config.push.vapidKey !== '' && config.push.messagingSenderId !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** This browser's subscription, if it belongs to the user. */
export function readPushSubscription(userId: number): PushSubscriptionRecord | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PUSH_STORAGE_KEY) ?? 'null');
    if (!isRecord(parsed) || parsed.userId !== userId) return null;
    const { token, createdAt } = parsed;
    if (typeof token !== 'string' || typeof createdAt !== 'string') return null;
    return { userId, token, createdAt };
  } catch {
    return null;
  }
}

interface Messaging {
  subscribe(userId: number): Promise<string>;
  unsubscribe(): Promise<void>;
}

async function standIn(): Promise<Messaging> {
  const state = (window.__pushStandIn ??= { subscriptions: [], failLoad: false });
  if (state.failLoad) throw await pushError('loadFailed');
  return {
    subscribe: (userId) => {
      const token = `stand-in-token-${userId}-${state.subscriptions.length + 1}`;
      state.subscriptions.push({ userId, token, createdAt: new Date().toISOString() });
      return Promise.resolve(token);
    },
    unsubscribe: () => Promise.resolve(),
  };
}

async function firebaseMessaging(config: IntegrationsConfig['push']): Promise<Messaging> {
  const sdk = await Promise.all([import('firebase/app'), import('firebase/messaging')]).catch(async () => {
    // Spec point 8: a push script that does not load rejects opt-in and opt-out.
    throw await pushError('loadFailed');
  });
  const [{ getApps, initializeApp }, { deleteToken, getMessaging, getToken, isSupported }] = sdk;
  if (!(await isSupported())) throw await pushError('unsupported');
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp(
      {
        apiKey: config.apiKey,
        projectId: config.projectId,
        appId: config.appId,
        messagingSenderId: config.messagingSenderId,
      },
      APP_NAME,
    );
  const messaging = getMessaging(app);
  return {
    async subscribe() {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw await pushError('denied');
      const registration = await navigator.serviceWorker.register(
        // A TrustedScriptURL under the production CSP (trusted-scripts.ts).
        // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the DOM types take a string; Trusted Types hand a TrustedScriptURL the browser accepts in its place
        trustedScriptUrl('/firebase-messaging-sw.js') as string,
        { scope: SERVICE_WORKER_SCOPE },
      );
      return getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    },
    async unsubscribe() {
      await deleteToken(messaging);
    },
  };
}

async function messagingFor(config: IntegrationsConfig): Promise<Messaging> {
  return config.standIn ? standIn() : firebaseMessaging(config.push);
}

/** Opts this browser in for the user's push notifications; rejects with a PushError. */
export async function enablePush(config: IntegrationsConfig, userId: number): Promise<PushSubscriptionRecord> {
  const messaging = await messagingFor(config);
  const token = await messaging.subscribe(userId);
  const record: PushSubscriptionRecord = { userId, token, createdAt: new Date().toISOString() };
  window.localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify(record));
  return record;
}

/** Opts this browser out; rejects with a PushError (the subscription then stays as it was). */
export async function disablePush(config: IntegrationsConfig, userId: number): Promise<void> {
  const messaging = await messagingFor(config);
  await messaging.unsubscribe();
  if (readPushSubscription(userId)) window.localStorage.removeItem(PUSH_STORAGE_KEY);
  if (config.standIn && window.__pushStandIn)
    window.__pushStandIn.subscriptions = window.__pushStandIn.subscriptions.filter((s) => s.userId !== userId);
}
