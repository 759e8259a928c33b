import { lazy, type ComponentType } from 'react';

/**
 * `lazy()` whose module can be fetched ahead: once `preload()` has resolved, the component renders
 * at once instead of suspending. The prerendered landing page needs that (ADR 0029): taking over
 * server-rendered HTML, Preact resumes a suspended part unreliably, so nothing on it may suspend.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
