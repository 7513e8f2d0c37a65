// Suspending a render until a download is there, for code that is usually there already (phone metadata).
//
// Not with React's `use` called only while loading (`if (!loaded) use(load())`): when such a component's first
// render suspends and the download lands while React is still working, React replays the component under its
// "update" dispatcher, which only `use` itself switches back. On the replay the thing is loaded, `use` is skipped,
// and the next hook throws "Update hook called on initial render" (React error #467, reported as #520 after a
// synchronous retry). Nor with `use` on every render: inside a test's `act`, any `use` of a promise, even a
// fulfilled one, makes act stop flushing as if the render had suspended.
//
// So the render throws the pending promise itself, as TanStack Query's suspense queries do: React unwinds to the
// Suspense boundary (or keeps the previous screen in a transition) and renders the component from the start once
// the promise settles, with no replay. What is already there costs nothing. ESLint refuses a `use` inside a
// condition (eslint.config.js).

/** A promise tagged with its outcome (React's thenable protocol: `status`, `value`, `reason`). */
type Tagged<T> = Promise<T> &
  (
    | { status?: undefined }
    | { status: 'pending' }
    | { status: 'fulfilled'; value: T }
    | { status: 'rejected'; reason: unknown }
  );

/** The promise as the tags say (a function, so the type checker does not narrow it to "untagged"). */
function tagsOf<T>(promise: Promise<T>): Tagged<T> {
  return promise;
}

/** Tags `promise` with its outcome once it settles. Returns the same promise. */
export function trackSettlement<T>(promise: Promise<T>): Promise<T> {
  if (tagsOf(promise).status !== undefined) return promise;
  Object.assign(promise, { status: 'pending' });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** A promise already fulfilled with `value`, which `suspendUntilSettled` reads at once. */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * For a render: the value of the promise once it is fulfilled; its error once it is rejected (for the error
 * boundary); until then the render suspends. Tracks the promise's outcome (`trackSettlement`).
 */
export function suspendUntilSettled<T>(promise: Promise<T>): T {
  const tagged = tagsOf(trackSettlement(promise));
  if (tagged.status === 'fulfilled') return tagged.value;
  if (tagged.status === 'rejected') throw tagged.reason;
  // React's Suspense protocol for a thrown promise (see above).
  throw promise;
}
