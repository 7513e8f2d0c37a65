// A small RFC 5545 reader for the tests: it checks the framing (CRLF only, no line over 75 octets), unfolds the
// lines, splits name, parameters and value, and unescapes TEXT values. Enough to read back what the export writes.
const encoder = new TextEncoder();

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/** TEXT values: \\ \; \, \n and \N back to their characters. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error('a line ends without CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    const octets = encoder.encode(line).length;
    if (octets > 75) throw new Error(`a line of ${octets} octets: ${line}`);
  }
  // Unfolding (RFC 5545 3.1): a CRLF followed by one space or tab continues the previous line.
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('the file starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const root: IcsComponent = { name: '', properties: [], components: [] };
  const stack: IcsComponent[] = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`no value: ${line}`);
    const [name = '', ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const current = stack.at(-1);
    if (!current) throw new Error('unbalanced components');
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: [], components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (name === 'END') {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name}`);
      stack.pop();
    } else {
      const params = Object.fromEntries(
        paramParts.map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
      );
      current.properties.push({ name, params, value });
    }
  }
  if (stack.length !== 1) throw new Error('a component is not closed');
  const calendar = root.components[0];
  if (!calendar || root.components.length !== 1) throw new Error('not one VCALENDAR');
  return calendar;
}

export function property(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${component.name} has no ${name}`);
  return found;
}
