import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'message';

/** The error toasts on show, each with the path of the page that raised it. */
const errorsShown = new Map<string | number, string>();

/**
 * Shows a toast. The toaster library is loaded on first use, so it stays out of the landing
 * page's initial JavaScript; toasts raised before the toaster mounts are shown when it does.
 */
function show(kind: Kind, title: string, options?: ExternalToast): void {
  const raisedOn = window.location.pathname;
  void import('sonner').then(({ toast: sonner }) => {
    if (kind === 'message') {
      sonner(title, options);
      return;
    }
    if (kind !== 'error') {
      sonner[kind](title, options);
      return;
    }
    // The library came too late: the page that failed was left meanwhile.
    if (window.location.pathname !== raisedOn) return;
    const forget = () => errorsShown.delete(id);
    const id = sonner.error(title, { ...options, onDismiss: forget, onAutoClose: forget });
    errorsShown.set(id, raisedOn);
  });
}

/**
 * On arriving at a page: an error raised on another one is about a step the person has left (a
 * failed sign-up attempt on "Confirm your email"), so it goes. Errors raised by the new page itself,
 * and every other kind of toast (a success that announces the page), stay.
 */
export function dismissErrorsOfOtherPages(pathname: string): void {
  if (errorsShown.size === 0) return;
  void import('sonner').then(({ toast: sonner }) => {
    for (const [id, raisedOn] of errorsShown) {
      if (raisedOn === pathname) continue;
      errorsShown.delete(id);
      sonner.dismiss(id);
    }
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
