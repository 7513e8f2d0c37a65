// The production CSP requires Trusted Types for script URLs (`require-trusted-types-for 'script'`,
// docs/security.md): a third-party script (the tag manager, the chat widget) or the push service worker is given
// its URL through this one policy, which lets through only the portal's own origin and the origins the runtime
// configuration names — the same list the CSP's script-src is computed from (scripts/security-headers.ts).
export const SCRIPT_POLICY_NAME = 'portal-scripts';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

const allowedOrigins = new Set<string>();
let policy: ScriptUrlPolicy | null | undefined;

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The page's Trusted Types policy for script URLs; null in browsers without Trusted Types (and in jsdom). */
function createPolicy(): ScriptUrlPolicy | null {
  const factory: unknown = Reflect.get(window, 'trustedTypes');
  if (!isObject(factory)) return null;
  const create: unknown = Reflect.get(factory, 'createPolicy');
  if (typeof create !== 'function') return null;
  const created: unknown = Reflect.apply(create, factory, [SCRIPT_POLICY_NAME, { createScriptURL: check }]);
  if (!isObject(created)) return null;
  const createScriptUrl: unknown = Reflect.get(created, 'createScriptURL');
  if (typeof createScriptUrl !== 'function') return null;
  return { createScriptURL: (url) => Reflect.apply(createScriptUrl, created, [url]) as unknown };
}

function check(url: string): string {
  const origin = new URL(url, window.location.origin).origin;
  if (origin !== window.location.origin && !allowedOrigins.has(origin))
    throw new Error(`Script origin not allowed: ${origin}`);
  return url;
}

/** Allows scripts of this origin (one the runtime configuration names). */
export function allowScriptOrigin(url: string): void {
  allowedOrigins.add(new URL(url, window.location.origin).origin);
}

/** The URL as the browser takes it for a script or worker: a TrustedScriptURL where Trusted Types exist. */
export function trustedScriptUrl(url: string): unknown {
  policy ??= createPolicy();
  return policy ? policy.createScriptURL(url) : check(url);
}

/** Adds a script element for the URL and resolves once it has run. */
export function loadScript(url: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`The script ${new URL(url).origin} did not load.`)));
    // A TrustedScriptURL under the production CSP; a plain string elsewhere.
    Reflect.set(script, 'src', trustedScriptUrl(url));
    document.head.append(script);
  });
}
