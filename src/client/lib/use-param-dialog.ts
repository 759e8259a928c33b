import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A dialog a link can open (`?param=1`, e.g. from a toast or a summary). Closed, the parameter goes
 * from the address, so the dialog stays closed on reload and on the next tab.
 */
export function useParamDialog(param: string): { open: boolean; show: () => void; close: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.get(param) === '1');
  const close = () => {
    setOpen(false);
    if (searchParams.has(param))
      setSearchParams(
        (params) => {
          params.delete(param);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
  };
  return { open, show: () => setOpen(true), close };
}
