/**
 * The token the app sends: pasted on the login page, or handed over in the URL's fragment
 * (`/app#token=<jwt>`), which browsers never send to a server. It is kept for the tab only
 * (sessionStorage) and the fragment is removed from the address bar at once.
 */
const KEY = 'doongzi.token';

export function takeTokenFromFragment(): void {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return;
  setToken(decodeURIComponent(match[1]));
  history.replaceState(null, '', window.location.pathname + window.location.search);
}

export function getToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(KEY, token.trim());
}

export function clearToken(): void {
  sessionStorage.removeItem(KEY);
}

/** The token's claims, read without checking (the server checks); for the menu only. */
export function tokenClaims(token: string | null): { sub?: string; roles?: string[]; exp?: number } {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return {};
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: string;
      roles?: string[];
      exp?: number;
    };
  } catch {
    return {};
  }
}
