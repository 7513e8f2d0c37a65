// Where the user is going. React-router's declarative mode renders a navigation in a transition: while the next
// page's code loads, the page on screen (and `useLocation`) still shows where the user was, although the address
// bar has moved on. The few parts that must act on the destination read it here; the app's router provides it.
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** The browser history as far as the destination goes. */
export interface NavigationTarget {
  subscribe: (onChange: () => void) => () => void;
  pathname: () => string;
}

const NavigationTargetContext = createContext<NavigationTarget | null>(null);

export function NavigationTargetProvider({ target, children }: { target: NavigationTarget; children: ReactNode }) {
  return <NavigationTargetContext value={target}>{children}</NavigationTargetContext>;
}

const noSubscription = () => () => undefined;

/** The path the user is on or going to (outside the app's router, as in a component test: the rendered one). */
export function useTargetPathname(): string {
  const target = useContext(NavigationTargetContext);
  const rendered = useLocation().pathname;
  const destination = useSyncExternalStore(target?.subscribe ?? noSubscription, () => target?.pathname() ?? rendered);
  return destination;
}

/**
 * Whether the user is already leaving this page: a navigation to another path has started and the next page is
 * not on screen yet. A page that writes its URL later (a settling search term) checks it first: writing then
 * would cancel the navigation and pull the user back.
 */
export function useIsLeaving(): () => boolean {
  const target = useContext(NavigationTargetContext);
  const { pathname } = useLocation();
  return useCallback(() => (target ? target.pathname() !== pathname : false), [target, pathname]);
}
