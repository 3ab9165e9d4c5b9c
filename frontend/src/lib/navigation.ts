/**
 * How non-React code (the http layer, session timers) moves the user. The app wires the router in
 * at startup so redirects stay client-side; until then, and in tests, it falls back to location.
 */
export interface AppNavigation {
  navigate(href: string): void;
  reload(): void;
  pathname(): string;
}

const browserNavigation: AppNavigation = {
  navigate: (href) => window.location.assign(href),
  reload: () => window.location.reload(),
  pathname: () => window.location.pathname,
};

let current: AppNavigation = browserNavigation;

export function setAppNavigation(navigation: AppNavigation): void {
  current = navigation;
}

export const appNavigation: AppNavigation = {
  navigate: (href) => current.navigate(href),
  reload: () => current.reload(),
  pathname: () => current.pathname(),
};
