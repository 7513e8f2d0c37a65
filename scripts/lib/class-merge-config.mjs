// The class merger's configuration, cut to the class groups the portal's source uses (issue 23). `cn()` (src/lib/cn.ts)
// merges Tailwind classes with tailwind-merge's engine; its default configuration knows all 379 class groups of
// Tailwind and is 6 of tailwind-merge's 8.5 gzipped KB on every page. The portal uses a fraction of them, so
// this module finds those groups in the source and writes tailwind-merge's own default configuration of exactly
// them (same order, same validators, same theme) to src/lib/class-merge-config.gen.ts. For every class the source
// contains the result is what the full merger gives; src/lib/cn.test.ts checks that, and that the written file
// is current.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';

export const OUTPUT = 'src/lib/class-merge-config.gen.ts';

/** Every source file whose strings may hold class names (tests and generated API code excluded). */
function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'generated' || entry.name === 'testing') continue;
      found.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) {
      found.push(path);
    }
  }
  return found;
}

/** A class without its variants (`md:`, `hover:`, `data-[state=open]:`) and important marks. */
function baseOf(token) {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!|!$/g, '');
}

/**
 * The classes in the source: every whitespace-separated word of every string and template literal that the full
 * merger knows as a Tailwind class (a known class merged with itself comes out once; an unknown one twice).
 */
export function sourceClasses(root) {
  const words = new Set();
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      for (const word of literal.split(/\s+/)) if (/^[!\w@[(.-][\w:/.[\]()=&>*~+,%#'!@-]*$/.test(word)) words.add(word);
    }
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word).sort();
}

const validatorNames = new Map(Object.entries(validators).map(([name, validator]) => [validator, name]));

/** The default configuration's class groups that some class of the source belongs to, in their order. */
export function usedClassGroups(classes) {
  const config = getDefaultConfig();
  const only = (classGroups) =>
    createTailwindMerge(() => ({
      ...config,
      classGroups,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
      postfixLookupClassGroups: [],
    }));
  const known = (merge, base) => merge(`${base} ${base}`) === base;
  // Arbitrary properties (`[mask-type:alpha]`) are known to the engine without any group.
  const withoutGroups = only({});
  const bases = [...new Set(classes.map(baseOf))].filter((base) => base && !known(withoutGroups, base));
  return Object.keys(config.classGroups).filter((group) => {
    const alone = only({ [group]: config.classGroups[group] });
    return bases.some((base) => known(alone, base));
  });
}

/** JavaScript source of a configuration value: validators by name, theme getters as `fromTheme(key)`. */
function source(value) {
  if (typeof value === 'function') {
    if (value.isThemeGetter) return `fromTheme(${JSON.stringify(value.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tailwind-merge's configuration holds a function it does not export: ${value}`);
    return name;
  }
  if (Array.isArray(value)) return `[${value.map(source).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${source(entry)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

/** The TypeScript module with the cut configuration. */
export function configModule(groups) {
  const config = getDefaultConfig();
  const keep = new Set(groups);
  const pick = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => keep.has(group))
        .map(([group, others]) => [group, others.filter((other) => keep.has(other))])
        .filter(([, others]) => others.length > 0),
    );
  const cut = {
    cacheSize: config.cacheSize,
    theme: config.theme,
    classGroups: Object.fromEntries(groups.map((group) => [group, config.classGroups[group]])),
    conflictingClassGroups: pick(config.conflictingClassGroups),
    conflictingClassGroupModifiers: pick(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: config.postfixLookupClassGroups.filter((group) => keep.has(group)),
    orderSensitiveModifiers: config.orderSensitiveModifiers,
  };
  const text = source(cut);
  const used = Object.keys(validators).filter((name) => new RegExp(`\\b${name}\\b`).test(text));
  return [
    "// Generated by scripts/gen-class-merge-config.mjs (npm run gen:class-merger) from tailwind-merge's default",
    '// configuration and the classes in src/. Do not edit: use the class, then run the script.',
    "import { type Config, fromTheme, validators } from 'tailwind-merge';",
    '',
    `const { ${used.join(', ')} } = validators;`,
    '',
    `/** tailwind-merge's default configuration of the ${groups.length} class groups the portal uses. */`,
    `export const classMergeConfig = (): Config<string, string> => (${text});`,
    '',
  ].join('\n');
}
