import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

/** The app's paths live under /app (the API serves index.html for every one of them). */
export const BASE = '/app';

export function navigate(path: string): void {
  history.pushState(null, '', `${BASE}${path}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The path after /app, e.g. `/nests/…`. */
export function usePath(): string {
  const read = () => window.location.pathname.replace(/^\/app/, '') || '/';
  const [path, setPath] = useState(read);
  useEffect(() => {
    const onChange = () => setPath(read());
    window.addEventListener('popstate', onChange);
    return () => window.removeEventListener('popstate', onChange);
  }, []);
  return path;
}

export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={`${BASE}${to}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
