// Types of what other code imports from contract-coverage.mjs (the mock tests' error-branch gate).
/** `METHOD /path` of every typed-client call (`api.GET('/leads/{id}', …)`) in the given source texts. */
export function findClientCalls(sources: Iterable<string>): Set<string>;
/** The operations called from more than one module: `METHOD /path` -> the modules' paths. */
export function findCallsInSeveralModules(sourcesByPath: Iterable<readonly [string, string]>): Map<string, string[]>;
