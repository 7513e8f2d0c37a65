// A Firebase Realtime Database server as far as the portal needs one, spoken over MSW's WebSocket
// interception: the wire protocol v5 of the JavaScript SDK (JSON frames, see docs/realtime.md). It answers
// listens with the current data and pushes every later change to the listening clients. Writes are refused
// (`permission_denied`), as the security rules of the real database refuse them to portal users.
import { ws } from 'msw';
import type { WebSocketHandler } from 'msw';
import { type JsonValue, onRealtimeChange, pathSegments, valueAt } from './store';

/** The emulator address the portal's mock mode connects to (`connectDatabaseEmulator`). */
export const MOCK_REALTIME_HOST = '127.0.0.1:9000';
/** The database namespace of the mock (the `ns` query parameter of the emulator URL). */
export const MOCK_REALTIME_NAMESPACE = 'portal-mock';

const PROTOCOL_VERSION = '5';

/** A client's send side, as MSW hands it to the handler. */
interface ClientSocket {
  send(data: string): void;
}

/** The query parameters the SDK sends with a listen (`QueryParams.getQueryObject`). */
interface WireQuery {
  /** Index: `.key`, `.value`, a child path; absent: priority (treated as key order here). */
  i?: string;
  /** Limit, taken from the start (`vf: 'l'`) or the end (`vf: 'r'`). */
  l?: number;
  vf?: 'l' | 'r';
  /** Range start/end: index value, key tie-break, and whether the bound is inclusive (`sin`/`ein`). */
  sp?: JsonValue | null;
  sn?: string;
  sin?: boolean;
  ep?: JsonValue | null;
  en?: string;
  ein?: boolean;
}

interface Listen {
  path: string[];
  query: WireQuery | undefined;
  tag: number | undefined;
}

interface DataRequest {
  r: number;
  a: string;
  b?: { p?: string; q?: WireQuery; t?: number; [key: string]: unknown };
}

// ------------------------------------------------------------------ ordering, as the SDK orders children

const MIN_NAME = '[MIN_NAME]';
const MAX_NAME = '[MAX_NAME]';
const INTEGER_KEY = /^-?(0|[1-9][0-9]{0,9})$/;

function asIntegerKey(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
}

/** Keys: the minimum and maximum markers, then 32-bit integer keys numerically, then strings by code unit. */
function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const left = asIntegerKey(a);
  const right = asIntegerKey(b);
  if (left !== null && right !== null) return left - right || a.length - b.length;
  if (left !== null) return -1;
  if (right !== null) return 1;
  return a < b ? -1 : 1;
}

/** Values: null, false, true, numbers, strings, objects (objects compare equal; the key decides). */
function compareValues(a: JsonValue | null | undefined, b: JsonValue | null | undefined): number {
  const rank = (value: JsonValue | null | undefined) =>
    value === null || value === undefined
      ? 0
      : value === false
        ? 1
        : value === true
          ? 2
          : typeof value === 'number'
            ? 3
            : typeof value === 'string'
              ? 4
              : 5;
  const difference = rank(a) - rank(b);
  if (difference !== 0) return difference;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

function indexValue(index: string | undefined, key: string, value: JsonValue): JsonValue | null {
  if (index === undefined || index === '.key') return key;
  if (index === '.value') return value;
  return valueAtChild(value, pathSegments(index));
}

function valueAtChild(value: JsonValue, path: string[]): JsonValue | null {
  let node: JsonValue | undefined = value;
  for (const segment of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
    node = node[segment];
    if (node === undefined) return null;
  }
  return node;
}

/** The data a listen with query parameters sees: the children in its window, or null. */
export function queryResult(value: JsonValue | null, query: WireQuery | undefined): JsonValue | null {
  if (!query || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const byKey = query.i === undefined || query.i === '.key';
  const compare = (a: [string, JsonValue], b: [string, JsonValue]) =>
    byKey
      ? compareKeys(a[0], b[0])
      : compareValues(indexValue(query.i, a[0], a[1]), indexValue(query.i, b[0], b[1])) || compareKeys(a[0], b[0]);
  let children = Object.entries(value).sort(compare);
  const position = ([key, child]: [string, JsonValue], bound: JsonValue | null | undefined, name?: string) =>
    byKey
      ? compareKeys(key, typeof bound === 'string' ? bound : (name ?? MIN_NAME))
      : compareValues(indexValue(query.i, key, child), bound) || (name === undefined ? 0 : compareKeys(key, name));
  if ('sp' in query) {
    children = children.filter((child) => {
      const order = position(child, query.sp, query.sn);
      return query.sin === false ? order > 0 : order >= 0;
    });
  }
  if ('ep' in query) {
    children = children.filter((child) => {
      const order = position(child, query.ep, query.en ?? MAX_NAME);
      return query.ein === false ? order < 0 : order <= 0;
    });
  }
  if (typeof query.l === 'number') {
    children = query.vf === 'r' ? children.slice(Math.max(children.length - query.l, 0)) : children.slice(0, query.l);
  }
  return children.length > 0 ? Object.fromEntries(children) : null;
}

// ------------------------------------------------------------------ connections

const isPrefix = (prefix: string[], path: string[]) =>
  prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);

class RealtimeConnection {
  private readonly listens = new Map<string, Listen>();
  /** A message split into frames: the first frame says how many follow. */
  private pendingFrames: string[] = [];
  private framesExpected = 0;

  constructor(
    private readonly socket: ClientSocket,
    private readonly host: string,
  ) {}

  hello(): void {
    const session = Math.random().toString(36).slice(2, 12);
    this.control('h', { ts: Date.now(), v: PROTOCOL_VERSION, h: this.host, s: session });
  }

  receive(frame: string): void {
    if (this.framesExpected > 0) {
      this.pendingFrames.push(frame);
      if (this.pendingFrames.length < this.framesExpected) return;
      const whole = this.pendingFrames.join('');
      this.pendingFrames = [];
      this.framesExpected = 0;
      this.handle(whole);
      return;
    }
    // A short all-digit frame is a frame count; "0" is the SDK's keep-alive.
    if (frame.length <= 6 && /^[0-9]+$/.test(frame)) {
      const count = Number(frame);
      if (count > 1) this.framesExpected = count;
      return;
    }
    this.handle(frame);
  }

  listenedPaths(): string[] {
    return [...this.listens.values()].map((listen) => `/${listen.path.join('/')}`);
  }

  /** Re-sends the data of every listen that the change at `path` touches. */
  changed(path: string[]): void {
    for (const listen of this.listens.values()) {
      if (isPrefix(listen.path, path) || isPrefix(path, listen.path)) this.sendData(listen);
    }
  }

  private handle(text: string): void {
    let message: { t?: string; d?: unknown };
    try {
      message = JSON.parse(text) as { t?: string; d?: unknown };
    } catch {
      this.control('e', 'Invalid frame');
      return;
    }
    if (message.t === 'c') {
      const control = message.d as { t?: string } | undefined;
      if (control?.t === 'p') this.control('o', {});
      return;
    }
    if (message.t === 'd') this.request(message.d as DataRequest);
  }

  private request({ r, a, b = {} }: DataRequest): void {
    const path = pathSegments(typeof b.p === 'string' ? b.p : '');
    switch (a) {
      case 'q': {
        const listen: Listen = { path, query: b.q, tag: b.t };
        this.listens.set(listenId(path, b.q), listen);
        this.sendData(listen);
        this.answer(r, 'ok', {});
        return;
      }
      case 'n':
        this.listens.delete(listenId(path, b.q));
        this.answer(r, 'ok', {});
        return;
      case 'g':
        this.answer(r, 'ok', queryResult(valueAt(path), b.q));
        return;
      case 's':
      case 'unauth':
      case 'unappcheck':
        this.answer(r, 'ok', {});
        return;
      case 'auth':
      case 'gauth':
      case 'appcheck':
        // Any token is accepted and never looked at: the mock has no users of its own.
        this.answer(r, 'ok', { auth: null, expires: Math.floor(Date.now() / 1000) + 3600 });
        return;
      case 'p':
      case 'm':
      case 'o':
      case 'om':
      case 'oc':
      case 'on':
        this.answer(r, 'permission_denied', 'Permission denied');
        return;
      default:
        this.answer(r, 'invalid_request', `Unknown action ${a}`);
    }
  }

  private sendData(listen: Listen): void {
    const data = queryResult(valueAt(listen.path), listen.query);
    const body = { p: `/${listen.path.join('/')}`, d: data, ...(listen.tag === undefined ? {} : { t: listen.tag }) };
    this.socket.send(JSON.stringify({ t: 'd', d: { a: 'd', b: body } }));
  }

  private answer(request: number, status: string, data: unknown): void {
    this.socket.send(JSON.stringify({ t: 'd', d: { r: request, b: { s: status, d: data } } }));
  }

  private control(type: string, data: unknown): void {
    this.socket.send(JSON.stringify({ t: 'c', d: { t: type, d: data } }));
  }
}

/** Listens are told apart by path and query, as the SDK does (`_queryIdentifier`). */
function listenId(path: string[], query: WireQuery | undefined): string {
  return `/${path.join('/')}|${query ? JSON.stringify(query, Object.keys(query).sort()) : 'default'}`;
}

const connections = new Set<RealtimeConnection>();
onRealtimeChange((path) => {
  for (const connection of connections) connection.changed(path);
});

/** The paths clients listen to right now (tests wait for a listener before they publish). */
export function listenedPaths(): string[] {
  return [...connections].flatMap((connection) => connection.listenedPaths());
}

/** The MSW handler of the realtime mock (browser worker and Node `setupServer` alike). */
export function createRealtimeHandlers(host: string = MOCK_REALTIME_HOST): WebSocketHandler[] {
  const database = ws.link(`ws://${host}/.ws`);
  return [
    database.addEventListener('connection', ({ client }) => {
      const connection = new RealtimeConnection(client, host);
      connections.add(connection);
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') connection.receive(event.data);
      });
      client.addEventListener('close', () => connections.delete(connection));
      connection.hello();
    }),
  ];
}
