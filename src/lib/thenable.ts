// Promises for React's `use`, which a component must call on every render, loaded or not.
//
// A component that calls `use` only while something is loading (`if (!loaded) use(load())`) breaks React 19: when
// its first render suspends and the download lands while React is still working, React replays the component
// under its "update" dispatcher, which only `use` itself switches back. On the replay the thing is loaded, `use` is
// skipped, and the next hook throws "Update hook called on initial render" (React error #467, reported as #520
// after a synchronous retry). So `use` is called unconditionally, and what is already there comes as a promise
// React reads synchronously: tagged with its outcome, the protocol React's own `use` follows (`status`, `value`,
// `reason`). ESLint refuses a `use` inside a condition (eslint.config.js).

type Tagged<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Tags `promise` with its outcome once it settles, so `use` returns its value (or throws its error) synchronously
 * from then on instead of suspending for a microtask. Returns the same promise.
 */
export function trackSettlement<T>(promise: Promise<T>): Promise<T> {
  const tagged: Tagged<T> = promise;
  if (tagged.status !== undefined) return promise;
  tagged.status = 'pending';
  promise.then(
    (value) => {
      tagged.status = 'fulfilled';
      tagged.value = value;
    },
    (reason: unknown) => {
      tagged.status = 'rejected';
      tagged.reason = reason;
    },
  );
  return promise;
}

/** A promise already fulfilled with `value` that `use` reads without suspending. */
export function fulfilled<T>(value: T): Promise<T> {
  const promise: Tagged<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
