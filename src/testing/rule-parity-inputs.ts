// How a form's controls hold a value, the cases every form shares and the API reads of the rule parity tests
// (src/lib/forms/rule-parity.test.ts).
import { addDays } from '@/lib/calendar-day';
import { TEST_API_BASE_URL } from '@/testing/mock-server';
import { type LoggedIn, type ParityField, type SharedCase } from '@/testing/rule-parity';

// ---------------------------------------------------------------- how controls hold a value

/** The form's values with `value` at `path` (`prices.0.price`). */
export function setIn<V>(values: V, path: string, value: unknown): V {
  const copy = structuredClone(values) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy as V;
}

export type Typer<V, C = unknown> = ParityField<V, C>['type'];

/** A text field: the text as typed; left out or null is the empty field. */
export const text =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null) return setIn(values, path, '');
    return typeof value === 'string' ? setIn(values, path, value) : null;
  };

/** A new password typed twice: typing into one field (`password` or `passwordRepeat`) types the same into the other. */
export const typedTwice =
  <V extends { password?: string; passwordRepeat?: string }>(field: 'password' | 'passwordRepeat'): Typer<V> =>
  (values, value) => {
    const typed = text<V>(field)(values, value, null);
    return typed && { ...typed, [field === 'password' ? 'passwordRepeat' : 'password']: typed[field] };
  };

/** The old password of a password change: it is the user's own, so no length of the document's is fed into it. */
export function oldPasswordField<V>(): ParityField<V, unknown> {
  const reason = "an old password the server takes is the user's own, no text of a length";
  return {
    property: 'oldPassword',
    type: text('oldPassword'),
    skip: { 'minLength 6: 6 characters': reason, 'maxLength 128: 128 characters': reason },
  };
}

/** A number field (NumberInput): the number; left out or null is the empty field. */
export const number =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null) return setIn(values, path, null);
    return typeof value === 'number' ? setIn(values, path, value) : null;
  };

/**
 * A select: only its options' values (`toForm` turns the body's value into the option's, e.g. an id into its
 * text); left out or null is its empty option (`empty`: the value the form holds for it), unless it has none
 * (`required`).
 */
export const choice =
  <V, C = unknown>(
    path: string,
    options: (context: C) => readonly unknown[],
    {
      toForm = (value: unknown) => value,
      required = false,
      empty = '',
    }: { toForm?: (value: unknown) => unknown; required?: boolean; empty?: string | null } = {},
  ): Typer<V, C> =>
  (values, value, context) => {
    if (value === undefined || value === null || value === '') return required ? null : setIn(values, path, empty);
    return options(context).includes(value) ? setIn(values, path, toForm(value)) : null;
  };

/** A checkbox: checked or not; left out is not checked. */
export const checkbox =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined) return setIn(values, path, false);
    return typeof value === 'boolean' ? setIn(values, path, value) : null;
  };

/** A date picker (`<input type="date">`): a real day as YYYY-MM-DD or empty; it cannot hold anything else. */
export const datePicker =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null || value === '') return setIn(values, path, '');
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const date = new Date(`${value}T00:00:00Z`);
    return date.toISOString().slice(0, 10) === value ? setIn(values, path, value) : null;
  };

/** A time picker (`<input type="time">` without seconds): a real time as HH:MM or empty; nothing else. */
export const timePicker =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null || value === '') return setIn(values, path, '');
    return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? setIn(values, path, value) : null;
  };

/**
 * The days of a window the portal checks in the user's calendar and the server in every time zone on earth
 * (docs/dates.md, "Today"): its first and last day are taken by both, and four days beyond it by neither. The days
 * just beyond are the portal's alone to refuse (the strict side), so they are no case here.
 */
export function dayWindow<V>(path: string, window: { min: string; max: string }): Array<SharedCase<V>> {
  const type = datePicker<V>(path);
  return [
    { name: `window: first day ${window.min}`, day: window.min },
    { name: `window: last day ${window.max}`, day: window.max },
    { name: 'window: four days before it', day: addDays(window.min, -4) },
    { name: 'window: four days after it', day: addDays(window.max, 4) },
  ].map(({ name, day }) => ({ name, type: (values) => type(values, day, undefined), body: day }));
}

/**
 * Phone numbers against the portal's one phone rule (src/lib/phone-rule.ts, issue 37.13): a German mobile number,
 * "12345" and an Austrian number typed for Germany, the Austrian number for Austria and, where the body names the
 * country, the Austrian number with its prefix while Germany is chosen. `type` puts a number and a country into the
 * form (null when the form has no such country); `body` is what the request carries for the number.
 */
export function phoneCases<V>(
  type: (values: V, number: string, country: string) => V | null,
  body: (e164: string, country: string) => unknown,
  { bodyNamesCountry }: { bodyNamesCountry: boolean },
): Array<SharedCase<V>> {
  return [
    { name: 'phone: a German mobile number', number: '0151 12345678', country: 'DE', e164: '+4915112345678' },
    { name: 'phone: "12345" for Germany', number: '12345', country: 'DE', e164: '+4912345' },
    { name: 'phone: "0660 1234567" for Germany', number: '0660 1234567', country: 'DE', e164: '+496601234567' },
    { name: 'phone: "0660 1234567" for Austria', number: '0660 1234567', country: 'AT', e164: '+436601234567' },
    ...(bodyNamesCountry
      ? [
          {
            name: 'phone: "+43 660 1234567" for Germany',
            number: '+43 660 1234567',
            country: 'DE',
            e164: '+436601234567',
          },
        ]
      : []),
  ].map((phone) => ({
    name: phone.name,
    type: (values: V) => type(values, phone.number, phone.country),
    body: body(phone.e164, phone.country),
  }));
}

/**
 * Video links against the portal's one video rule (src/lib/video-link.ts, issue 37.13): the two services' links,
 * YouTube's short link from "Teilen", a link of a third host and a YouTube link without a video id. The body carries
 * the link as typed (the form may send it on the service's main host when it takes it).
 */
export function videoCases<V>(type: (values: V, link: string) => V | null): Array<SharedCase<V>> {
  return [
    { name: 'video: a YouTube link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { name: 'video: a youtu.be short link', link: 'https://youtu.be/dQw4w9WgXcQ' },
    { name: 'video: a Vimeo link', link: 'https://vimeo.com/76979871' },
    { name: 'video: a third host', link: 'https://example.com/video' },
    { name: 'video: YouTube without a video id', link: 'https://www.youtube.com/watch?v=kurz' },
  ].map((video) => ({ name: video.name, type: (values: V) => type(values, video.link), body: video.link }));
}

/** A YouTube link of `length` characters (a parameter after the video's own), for a video field's length limits. */
export function youtubeLinkOfLength(length: number): string | null {
  const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=';
  return length < link.length ? null : `${link}${'1'.repeat(length - link.length)}`;
}

/** A GET of the API as the user (the views the forms start from). */
export async function apiGet<T>(session: LoggedIn | null, path: string): Promise<T> {
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, {
    headers: session ? { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey } : {},
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export function needSession(session: LoggedIn | null): LoggedIn {
  if (!session) throw new Error('This form needs a logged-in user.');
  return session;
}
