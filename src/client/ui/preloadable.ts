// A lazily loaded component that renders at once, without suspending, when its chunk has already arrived.
// React.lazy alone suspends on its first render even for a chunk already in memory, and React reveals a
// boundary's content no sooner than 300 ms after its fallback showed: a step fetched ahead would still
// paint a spinner, then itself 300 ms late. The wizard's steps use this.
import { type ComponentType, createElement, lazy } from 'react';

type ComponentModule = { default: ComponentType };

export interface Preloadable {
  View: ComponentType;
  /** Fetches the chunk (once); rejects when it cannot be had. */
  load: () => Promise<ComponentModule>;
}

export function preloadable(importComponent: () => Promise<ComponentModule>): Preloadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentModule> | undefined;
  const load = () => {
    loading ??= importComponent().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A later render (Try again) asks the network afresh.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  const View = () => createElement(loaded ?? Lazy);
  return { View, load };
}
