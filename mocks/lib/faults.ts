// Fault injection per operation, for reliability tests and the dev panel: added latency, a 500 answer,
// a gateway's 502 HTML page (what a proxy in front of the API answers when the API is down: no JSON at all),
// or a network error (no answer at all). Faults can be limited to the next N calls.

export type FaultKind = 'latency' | 'server-error' | 'gateway-error' | 'network-error';

/** Every fault kind, for the control surfaces that take one by name. */
export const FAULT_KINDS: readonly FaultKind[] = ['latency', 'server-error', 'gateway-error', 'network-error'];

/** The page nginx answers a 502 with: the body of the `gateway-error` fault. */
export const GATEWAY_ERROR_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export interface Fault {
  kind: FaultKind;
  /** For `latency`: milliseconds added before the real answer. */
  latencyMs?: number;
  /** How many more calls the fault applies to; undefined means until cleared. */
  remaining?: number;
}

/** operationId (or `*` for every operation) -> fault. */
const faults = new Map<string, Fault>();
const listeners = new Set<() => void>();

export function setFault(operationId: string, fault: Fault): void {
  faults.set(operationId, { ...fault });
  listeners.forEach((listener) => listener());
}

export function clearFault(operationId: string): void {
  faults.delete(operationId);
  listeners.forEach((listener) => listener());
}

export function clearFaults(): void {
  faults.clear();
  listeners.forEach((listener) => listener());
}

export function listFaults(): Record<string, Fault> {
  return Object.fromEntries(faults);
}

export function onFaultsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fault for this call, if any; consumes one use of a limited fault. */
export function takeFault(operationId: string): Fault | null {
  const key = faults.has(operationId) ? operationId : faults.has('*') ? '*' : null;
  if (!key) return null;
  const fault = faults.get(key) as Fault;
  if (fault.remaining !== undefined) {
    const remaining = fault.remaining - 1;
    if (remaining <= 0) faults.delete(key);
    else faults.set(key, { ...fault, remaining });
    listeners.forEach((listener) => listener());
  }
  return fault;
}
