import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A small history router: the app's addresses are real paths (`/t/club-2026/standings`). */
export function navigate(to: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

export interface Location {
  readonly path: string;
  readonly query: URLSearchParams;
}

function current(): Location {
  return { path: location.pathname, query: new URLSearchParams(location.search) };
}

export function useLocation(): Location {
  const [loc, setLoc] = useState(current);
  useEffect(() => {
    const on = () => {
      setLoc(current());
    };
    addEventListener('popstate', on);
    return () => {
      removeEventListener('popstate', on);
    };
  }, []);
  return loc;
}

/** Matches `/t/:id/round/:n?` against a path; the named parts, or undefined. */
export function match(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const re = new RegExp(
    `^${pattern.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
      names.push(name);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })}/?$`,
  );
  const m = re.exec(path);
  if (!m) return undefined;
  const out: Record<string, string> = {};
  names.forEach((n, i) => {
    const v = m[i + 1];
    if (v !== undefined) out[n] = decodeURIComponent(v);
  });
  return out;
}

interface AnchorProps {
  readonly href: string;
  readonly children?: ComponentChildren;
  readonly class?: string;
  readonly 'aria-current'?: 'page' | undefined;
}

export function Link({ href, children, ...rest }: AnchorProps) {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
