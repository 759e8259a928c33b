import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isNamespaceLoaded, languages, loadNamespace, type Language, type LazyNamespace } from './i18n';

const asLanguage = (value: string | undefined): Language => languages.find((language) => language === value) ?? 'en';

/**
 * Fetches an on-demand namespace for the interface language (again after a switch made some other
 * way than `setLanguage`) and answers whether it is there yet. A failed fetch (a chunk gone after a
 * deploy, the network down) is thrown to the route's error screen.
 */
export function useLazyNamespace(namespace: LazyNamespace): boolean {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.store.on('added', onChange);
      return () => i18n.store.off('added', onChange);
    },
    [i18n],
  );
  const loaded = useSyncExternalStore(subscribe, () => isNamespaceLoaded(namespace, language));
  const [failure, setFailure] = useState<Error>();

  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadNamespace(namespace, language).catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      current = false;
    };
  }, [namespace, language, loaded]);

  if (failure) throw failure;
  return loaded;
}
