// The document's input limits as plain constants, for the UI (`src/api/generated/limits.ts`, written by
// scripts/gen.mjs). Forms and inputs read `maxLength`, `minimum`, page sizes, enum values … from here instead of
// writing them as literals (issue 24.3; scripts/check-ui-limits.mjs fails on such literals). A plain `as const`
// object rather than the zod schemas: the values are literal types (a limit the document drops fails `tsc` where
// the UI reads it, no `?? fallback` needed) and a route chunk does not pull in the zod schemas for a number.

const KEYS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'enum',
  'default',
];

/** The limits of one schema (refs followed, `null` alternatives dropped); undefined when it states none. */
function limitsOf(bundle, schema, seen = new Set()) {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return undefined;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return limitsOf(bundle, bundle.components.schemas[name], new Set([...seen, schema.$ref]));
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const nonNull = alternatives.filter((alt) => alt.type !== 'null');
    if (nonNull.length === 1) return limitsOf(bundle, nonNull[0], seen);
    return undefined;
  }
  const result = {};
  for (const key of KEYS) {
    const value = schema[key];
    if (value === undefined) continue;
    // Object and array defaults are not limits.
    if (key === 'default' && typeof value === 'object' && value !== null) continue;
    result[key] = key === 'enum' ? value.filter((v) => v !== null) : value;
  }
  if (schema.items) {
    const items = limitsOf(bundle, schema.items, seen);
    if (items) result.items = items;
  }
  const properties = propertiesOf(bundle, schema, seen);
  if (properties) result.properties = properties;
  return Object.keys(result).length ? result : undefined;
}

/** The limits of an object's properties (through allOf), or undefined. */
function propertiesOf(bundle, schema, seen) {
  const result = {};
  for (const part of [schema, ...(schema.allOf ?? [])]) {
    const resolved = part.$ref ? bundle.components.schemas[part.$ref.replace('#/components/schemas/', '')] : part;
    if (part !== schema && resolved?.allOf) Object.assign(result, propertiesOf(bundle, resolved, seen) ?? {});
    for (const [name, property] of Object.entries(resolved?.properties ?? {})) {
      const limits = limitsOf(bundle, property, seen);
      if (limits) result[name] = limits;
    }
  }
  return Object.keys(result).length ? result : undefined;
}

function resolveParameter(bundle, parameter) {
  return parameter.$ref
    ? { ...bundle.components.parameters[parameter.$ref.replace('#/components/parameters/', '')], ...parameter }
    : parameter;
}

/** The text of `src/api/generated/limits.ts`. */
export function limitsModule(bundle, header) {
  const schemas = {};
  for (const [name, schema] of Object.entries(bundle.components.schemas)) {
    const limits = limitsOf(bundle, schema);
    if (limits) schemas[name] = limits;
  }
  const parameters = {};
  for (const item of Object.values(bundle.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const byName = {};
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const parameter = resolveParameter(bundle, raw);
        if (parameter.in !== 'query') continue;
        const limits = limitsOf(bundle, parameter.schema);
        if (limits) byName[parameter.name] = limits;
      }
      if (Object.keys(byName).length) parameters[op.operationId] = byName;
    }
  }
  for (const name of [...Object.keys(schemas), ...Object.keys(parameters)]) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`gen-limits: "${name}" is no JavaScript name`);
  }
  // One export per schema and per operation, so a route chunk carries only the limits it reads.
  const exports = [
    ...Object.entries(schemas).map(
      ([name, limits]) =>
        `/** Limits of the schema ${name}. */\nexport const ${name}Limits = ${JSON.stringify(limits, null, 2)} as const;\n`,
    ),
    ...Object.entries(parameters).map(
      ([operationId, limits]) =>
        `/** Limits of the query parameters of ${operationId}. */\nexport const ${operationId}QueryLimits = ${JSON.stringify(limits, null, 2)} as const;\n`,
    ),
  ];
  return (
    header +
    `// The document's limits (length, range, pattern, items, enum values, defaults): \`<Schema>Limits\` per component
// schema (\`properties\` and \`items\` nested), \`<operationId>QueryLimits\` per operation's query parameters.
// Read by forms and inputs instead of literals (scripts/check-ui-limits.mjs).

` +
    exports.join('\n')
  );
}
