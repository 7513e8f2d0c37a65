// A key of the texts (issue 40.7). i18next's `ParseKeys`, typed by the German bundles' tree that the app layer
// declares (src/app/text-resources.ts, which names every feature's texts: shared code never imports a feature).
import type { ParseKeys } from 'i18next';

/**
 * A key of the texts, for code that holds one before it calls `t` (a route's title, a rule's message, a map from a
 * status to its text). A key built from a value (`t(`leadStatus.${status}`)`) is checked as it is: each member of
 * the value's union type must make a key, so the value is typed by its union, not by `string`.
 */
export type TextKey = ParseKeys;
