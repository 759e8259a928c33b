import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';

const PARAMS = ['error_code', 'error_description', 'error'];

type Notice = { kind: 'info' | 'error'; text: string };

/**
 * The codes our server and better-auth put in an auth page's URL, and what each means to a person.
 * The URL is anyone's to write (a link in a phishing email), so only these codes show a text of
 * ours; `error_description` is never shown.
 */
function noticeFor(t: TFunction, code: string | null): Notice {
  switch (code?.toLowerCase()) {
    case 'provider_email_needs_verification':
    case 'email_not_verified':
      return { kind: 'info', text: t('auth.params.confirmEmail') };
    case 'signup_disabled':
      return { kind: 'error', text: t('errors.EMAIL_PASSWORD_SIGN_UP_DISABLED') };
    case 'access_denied':
      return { kind: 'error', text: t('auth.params.cancelled') };
    case 'invalid_token':
    case 'token_expired':
      return { kind: 'error', text: t('errors.INVALID_TOKEN') };
    default:
      return { kind: 'error', text: t('auth.params.failed') };
  }
}

/**
 * Auth pages read error_code (or error) and error_description from the query or the hash, show
 * what a known code means, then strip them from the URL so a reload does not repeat the message.
 */
export function useAuthErrorParams(): void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    const read = (name: string) => query.get(name) ?? hash.get(name);
    const code = read('error_code') ?? read('error');
    if (!code && !read('error_description')) return;

    const notice = noticeFor(t, code);
    if (notice.kind === 'info') toast.info(notice.text, { duration: 9000 });
    else toast.error(notice.text);
    for (const name of PARAMS) {
      query.delete(name);
      hash.delete(name);
    }
    const search = query.toString();
    const fragment = hash.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: fragment ? `#${fragment}` : '' },
      { replace: true, state: location.state },
    );
  }, [location, navigate, t]);
}
