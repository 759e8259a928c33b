import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'message';

/**
 * Shows a toast. The toaster library is loaded on first use, so it stays out of the landing
 * page's initial JavaScript; toasts raised before the toaster mounts are shown when it does.
 */
function show(kind: Kind, title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast: sonner }) => {
    if (kind === 'message') sonner(title, options);
    else sonner[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
