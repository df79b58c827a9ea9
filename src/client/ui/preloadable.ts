// A lazily loaded component that renders at once, without suspending, when its chunk has already arrived.
// React.lazy alone suspends on its first render even for a chunk already in memory, and React reveals a
// boundary's content no sooner than 300 ms after its fallback showed: a step fetched ahead would still
// paint a spinner, then itself 300 ms late. The wizard's steps and the side menu use this.
import { type ComponentType, createElement, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the props of whichever component is loaded
type ComponentModule<Props = any> = { default: ComponentType<Props> };

export interface Preloadable<Props = object> {
  View: ComponentType<Props>;
  /** Fetches the chunk (once); rejects when it cannot be had. */
  load: () => Promise<ComponentModule<Props>>;
  /** Whether the chunk has arrived, so View renders without suspending. */
  ready: () => boolean;
}

export function preloadable<Props extends object = object>(
  importComponent: () => Promise<ComponentModule<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentModule<Props>> | undefined;
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
  const View = (props: Props) => createElement(loaded ?? Lazy, props);
  return { View, load, ready: () => loaded !== undefined };
}
