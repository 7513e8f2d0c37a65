// The production preview shows the whole product (issue 36.6): its runtime configuration, as
// scripts/serve-production.ts serves it, configures every optional integration of the runtime configuration, or
// names why it cannot.
import { describe, expect, it } from 'vitest';
import { resolveIntegrationsConfig } from '../src/lib/integrations/config';
import { resolveRuntimeConfig, type RuntimeConfigOverrides } from '../src/lib/runtime-config';
import { NOT_IN_PREVIEW, previewRuntimeConfig, runtimeConfigScript } from './preview-config';
import { readRuntimeConfigFile, readRuntimeConfigScript } from './security-headers';

const empty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/** Every key a deployment leaves empty to turn a feature off, read from the defaults outside mock mode. */
function optionalIntegrations(): string[] {
  const defaults = resolveRuntimeConfig({});
  const integrations = resolveIntegrationsConfig({});
  return [
    ...Object.entries(defaults)
      .filter(([, value]) => empty(value))
      .map(([key]) => key),
    ...(defaults.realtime.databaseUrl === '' ? ['realtime'] : []),
    ...Object.keys(integrations)
      .filter((key) => key !== 'standIn')
      .map((key) => `integrations.${key}`),
  ];
}

function configured(config: RuntimeConfigOverrides, name: string): boolean {
  if (name === 'realtime') return Boolean(config.realtime?.databaseUrl);
  if (name.startsWith('integrations.')) {
    const service = config.integrations?.[name.slice('integrations.'.length) as 'chat'] ?? {};
    return Object.values(service).some((value) => !empty(value));
  }
  return !empty(config[name as keyof RuntimeConfigOverrides] ?? '');
}

describe("the production preview's runtime configuration", () => {
  const served = readRuntimeConfigScript(
    runtimeConfigScript(
      previewRuntimeConfig(readRuntimeConfigFile('public/runtime-config.js'), {
        portal: 'http://127.0.0.1:4175',
        mock: 'http://127.0.0.1:4176',
      }),
    ),
  );

  it('configures every optional integration, or says why the preview cannot', () => {
    const names = optionalIntegrations();
    expect(names).toEqual(expect.arrayContaining(['instagramAppId', 'threeDSecureOrigins', 'integrations.push']));
    for (const name of names)
      expect(configured(served, name) ? 'configured' : (NOT_IN_PREVIEW[name] ?? 'neither'), name).not.toBe('neither');
    // A reason only for what stays off, and only for integrations that exist.
    for (const name of Object.keys(NOT_IN_PREVIEW)) {
      expect(names, name).toContain(name);
      expect(configured(served, name), name).toBe(false);
    }
  });

  it('keeps the deployment file and points the stand-ins at the preview and its mock', () => {
    expect(served.apiBaseUrl).toBe('/api');
    expect(served).toMatchObject({
      instagramAuthorizeUrl: '/__mock/instagram-connect.html',
      threeDSecureOrigins: ['http://127.0.0.1:4175'],
    });
    expect(served.integrations?.errorReporting?.dsn).toBe('http://preview@127.0.0.1:4176/1');
  });
});
