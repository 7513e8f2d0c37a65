#!/usr/bin/env node
// Issue 39: "no file over about 600 lines and no function over about 150", checkable by a command. Prints the
// source files over the file limit and the functions over the function limit in the paths given (default: mocks and
// src), longest first. Function lengths come from the TypeScript parser, so an arrow function in an object literal
// or a class method counts as well as a declaration; a nested function counts on its own and inside its parent.
//
//   node scripts/code-sizes.mjs [paths…] [--max-file=600] [--max-function=150] [--fail]
//
// --fail exits 1 when anything is over a limit (without it the script only reports). Generated code
// (a `generated` folder) is left out: nobody edits it by hand. The callbacks of `describe`/`it`/`test` are not
// counted as functions: a test file's suite is a list of cases, not one function to split.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'generated', 'dist', 'coverage']);
const TEST_CALLS = new Set(['describe', 'it', 'test', 'bench', 'suite']);

function parseArguments(argv) {
  const options = { maxFile: 600, maxFunction: 150, fail: false, paths: [] };
  for (const arg of argv) {
    const [flag, value] = arg.split('=', 2);
    if (flag === '--max-file') options.maxFile = positiveNumber(flag, value);
    else if (flag === '--max-function') options.maxFunction = positiveNumber(flag, value);
    else if (flag === '--fail') options.fail = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.paths.push(arg);
  }
  if (options.paths.length === 0) options.paths.push('mocks', 'src');
  return options;
}

function positiveNumber(flag, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${flag} takes a whole number from 1 up, e.g. ${flag}=150`);
  return number;
}

function* sourceFiles(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    if (SOURCE_FILE.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    yield* sourceFiles(join(path, entry.name));
  }
}

function lineCount(text) {
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** `describe`, `it.each(…)`, `test.skip`: the name of the test-runner call a callback is handed to, if any. */
function isTestCallback(node) {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node)) return false;
  let callee = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) {
    callee = callee.expression;
  }
  return ts.isIdentifier(callee) && TEST_CALLS.has(callee.text);
}

function nameOf(node, source) {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(source);
  }
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).replace(/\s+/g, '');
    return `<callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}>`;
  }
  return '<anonymous>';
}

function longFunctions(file, text, maxFunction) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && !isTestCallback(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = last - first + 1;
      if (lines > maxFunction) found.push({ lines, line: first, name: nameOf(node, source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main() {
  const options = parseArguments(process.argv.slice(2));
  const longFiles = [];
  const longFunctionList = [];
  for (const path of options.paths) {
    for (const file of sourceFiles(resolve(root, path))) {
      const text = readFileSync(file, 'utf8');
      const shown = relative(root, file);
      const lines = lineCount(text);
      if (lines > options.maxFile) longFiles.push({ lines, file: shown });
      for (const found of longFunctions(file, text, options.maxFunction)) {
        longFunctionList.push({ ...found, file: shown });
      }
    }
  }
  longFiles.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  longFunctionList.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);

  const scope = options.paths.join(', ');
  console.log(`Files over ${options.maxFile} lines in ${scope}: ${longFiles.length}`);
  for (const { lines, file } of longFiles) console.log(`  ${String(lines).padStart(5)}  ${file}`);
  console.log(`Functions over ${options.maxFunction} lines in ${scope}: ${longFunctionList.length}`);
  for (const { lines, file, line, name } of longFunctionList) {
    console.log(`  ${String(lines).padStart(5)}  ${file}:${line}  ${name}`);
  }
  if (options.fail && longFiles.length + longFunctionList.length > 0) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(`code-sizes: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
