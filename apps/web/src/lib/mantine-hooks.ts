import { useId as useReactId } from 'react';

/*
 * @mantine/hooks as every module of the build imports it, Mantine's own components included: the build's resolver
 * sends each `import … from '@mantine/hooks'` here (vite.config.mts, decision 069). Everything is Mantine's but
 * `useId`.
 */
export * from '@mantine/hooks';

/**
 * Mantine's `useId` starts from React's id and swaps it for a random one in a layout effect, a leftover of React
 * versions without `useId`: every component that asks for an id (a NavLink, an input, a tooltip, a menu) renders a
 * second time right after it first appears, before the browser can paint it. React's id is unique, stable and the
 * same on the server, so it is kept: the same result as Mantine's for a given `staticId`, with one render.
 */
export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id}`;
}
