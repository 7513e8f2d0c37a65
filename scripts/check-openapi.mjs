#!/usr/bin/env node
// Project rules for the API document that Redocly's built-in rules do not express (see openapi/README.md):
// every answer an operation can give is declared, every list uses the one envelope, every JSON body has an example.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const MIN_OPERATIONS = 120;

export function checkDocument(doc) {
  const problems = [];
  const resolveRef = (node) => {
    let current = node;
    const seen = new Set();
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      if (seen.has(current.$ref)) break;
      seen.add(current.$ref);
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((acc, key) => acc?.[key], doc);
    }
    return current;
  };
  const isListSchema = (schema) => {
    const s = resolveRef(schema);
    return Boolean(s?.allOf?.some((part) => part.$ref === '#/components/schemas/ListEnvelope'));
  };
  const dataIsArray = (schema) => {
    const s = resolveRef(schema);
    const data = s?.properties?.data && resolveRef(s.properties.data);
    return data?.type === 'array';
  };

  let count = 0;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      count += 1;
      const where = `${method.toUpperCase()} ${path}`;
      const responses = op.responses ?? {};
      const security = op.security ?? doc.security ?? [];
      const authenticated = security.length > 0 && security.some((req) => Object.keys(req).length > 0);
      if ((op.tags ?? []).length !== 1) problems.push(`${where}: needs exactly one tag`);
      if (!op.summary) problems.push(`${where}: needs a summary`);
      if (authenticated && !responses['401']) problems.push(`${where}: authenticated, so it must declare 401`);
      if (/\{[^}]+\}/.test(path) && !responses['404'])
        problems.push(`${where}: addresses a record, so it must declare 404`);
      if (op.requestBody && !responses['422']) problems.push(`${where}: takes a body, so it must declare 422`);
      if (op.requestBody && !responses['415'])
        problems.push(`${where}: takes a body, so it must declare 415 (UnsupportedMediaType) for other content types`);
      if (responses['422']) {
        const content = resolveRef(responses['422'])?.content?.['application/json'];
        const variants = resolveRef(content?.schema)?.oneOf ?? [];
        const refs = variants.map((v) => v.$ref);
        if (
          !refs.includes('#/components/schemas/ValidationErrorV1') ||
          !refs.includes('#/components/schemas/ValidationErrorV2')
        ) {
          problems.push(`${where}: 422 must allow both error formats (ValidationErrorV1 and ValidationErrorV2)`);
        }
      }
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${where}: needs a 2xx answer`);
      for (const [status, response] of success) {
        for (const [mediaType, media] of Object.entries(resolveRef(response)?.content ?? {})) {
          if (!mediaType.includes('json')) continue;
          if (media.example === undefined && !media.examples)
            problems.push(`${where} ${status}: JSON answer needs an example`);
          if (dataIsArray(media.schema) || (media.schema?.allOf && !isListSchema(media.schema))) {
            problems.push(`${where} ${status}: a list answer must use allOf [ListEnvelope, …]`);
          }
          const schema = resolveRef(media.schema);
          if (!isListSchema(media.schema) && !schema?.properties?.data) {
            problems.push(`${where} ${status}: JSON answers are wrapped in { data }`);
          }
        }
      }
      const body = resolveRef(op.requestBody);
      for (const [mediaType, media] of Object.entries(body?.content ?? {})) {
        if (mediaType.includes('json') && media.example === undefined && !media.examples) {
          problems.push(`${where}: JSON request body needs an example`);
        }
        if (mediaType === 'multipart/form-data') {
          const props = resolveRef(media.schema)?.properties ?? {};
          const hasBinary = Object.values(props).some((p) => {
            const s = resolveRef(p);
            return s?.format === 'binary' || s?.items?.format === 'binary' || s?.contentMediaType !== undefined;
          });
          if (!hasBinary) problems.push(`${where}: multipart body needs a binary part (format: binary)`);
        }
      }
    }
  }
  if (count < MIN_OPERATIONS)
    problems.push(`the document describes ${count} operations; spec point 7 needs at least ${MIN_OPERATIONS}`);
  return { count, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? join(root, 'openapi/openapi.bundle.json');
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  const { count, problems } = checkDocument(doc);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in the API document:`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `API document: ${count} operations, every answer declared, every list enveloped, every JSON body exemplified.`,
  );
}
