/**
 * For the tests that render the web app's components on the server (preact-render-to-string): the web app's
 * modules loaded by path (they are compiled with web/tsconfig.json, not this project's), and Preact by name
 * (its types bring the DOM's into this project, which has none).
 */

/** A component of the web app, as these tests call it. */
export type Component = (props: Record<string, unknown>) => unknown;

/** A module of the web app, `path` under web/src (`pages/print.tsx`). */
export const webModule = (path: string) => import(/* @vite-ignore */ new URL(`../web/src/${path}`, import.meta.url).href);

/** Preact's `h` and preact-render-to-string's `renderToString`. */
export async function preact(): Promise<{
  h: (c: Component, props: Record<string, unknown>, ...children: unknown[]) => unknown;
  renderToString: (vnode: unknown) => string;
}> {
  const load = (name: string) => import(/* @vite-ignore */ name);
  return { h: (await load('preact')).h, renderToString: (await load('preact-render-to-string')).renderToString };
}
