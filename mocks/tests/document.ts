// The API document as the generated mock tests read it (drift, junk input, parsing, error branches): operation
// objects, references, examples, and the input the document itself suggests for each operation.
import bundle from '../../openapi/openapi.bundle.json';
import type { OperationInfo } from '../../src/api/generated/operations';
import { TEST_API_BASE_URL } from '../node';
import type { DriftInput } from './drift-types';

export type Json = Record<string, unknown>;

export { bundle };

export function operationObject(op: OperationInfo): Json {
  const item = (bundle.paths as Record<string, Json>)[op.path] as Json;
  return item[op.method.toLowerCase()] as Json;
}

/**
 * The parameters of an operation, resolved: those of its path item (shared by every method on the path) and its
 * own, the operation's winning where both name the same one.
 */
export function parametersOf(op: OperationInfo): Json[] {
  const item = (bundle.paths as Record<string, Json>)[op.path] as Json;
  const shared = ((item.parameters as Json[] | undefined) ?? []).map((raw) => resolveRef(raw));
  const own = ((operationObject(op).parameters as Json[] | undefined) ?? []).map((raw) => resolveRef(raw));
  const key = (parameter: Json) => `${String(parameter.in)} ${String(parameter.name)}`;
  const overridden = new Set(own.map(key));
  return [...shared.filter((parameter) => !overridden.has(key(parameter))), ...own];
}

export function resolveRef<T>(node: T): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const pointer = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (acc, key) => (acc as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      bundle,
    );
  }
  return current as T;
}

export function exampleOf(node: Json | undefined): unknown {
  if (!node) return undefined;
  if (node.example !== undefined) return node.example;
  const examples = node.examples as Record<string, { value?: unknown }> | unknown[] | undefined;
  if (Array.isArray(examples)) return examples[0];
  if (examples) return Object.values(examples)[0]?.value;
  const schema = resolveRef(node.schema as Json | undefined);
  if (schema?.example !== undefined) return schema.example;
  if (Array.isArray(schema?.examples)) return (schema.examples as unknown[])[0];
  if (schema?.default !== undefined) return schema.default;
  return undefined;
}

const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** The input the document itself suggests: parameter and body examples. */
export function defaultInput(op: OperationInfo): DriftInput {
  const operation = operationObject(op);
  const params: Record<string, string | number> = {};
  const query: Record<string, string> = {};
  for (const parameter of parametersOf(op)) {
    const value = exampleOf(parameter);
    if (parameter.in === 'path') params[parameter.name as string] = (value as string | number | undefined) ?? 1;
    if (parameter.in === 'query' && parameter.required && value !== undefined) {
      query[parameter.name as string] = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  const content = (resolveRef(operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  let body: unknown;
  if (content['application/json']) body = exampleOf(content['application/json']);
  else if (content['multipart/form-data']) {
    const form = new FormData();
    const schema = resolveRef(content['multipart/form-data'].schema as Json);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      const prop = resolveRef(property);
      if (prop.format === 'binary') form.append(name, new File([TINY_PNG], 'bild.png', { type: 'image/png' }));
      else if ((schema.required as string[] | undefined)?.includes(name))
        form.append(name, String(exampleOf({ schema: prop }) ?? 1));
    }
    body = form;
  }
  return { params, query, body };
}

export function urlFor(op: OperationInfo, input: DriftInput): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? 1)),
  );
  const search = new URLSearchParams(input.query ?? {}).toString();
  return `${TEST_API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}
