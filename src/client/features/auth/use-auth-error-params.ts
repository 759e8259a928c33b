import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';

const PARAMS = ['error_code', 'error_description', 'error'];

/**
 * Spec §2: auth pages read error_code and error_description from the query or the hash, show them,
 * then strip them from the URL so a reload does not repeat the message.
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
    const description = read('error_description');
    if (!code && !description) return;

    if (code === 'provider_email_needs_verification' || code === 'email_not_verified') {
      toast.info(t('auth.params.confirmEmail'), { duration: 9000 });
    } else if (code === 'signup_disabled') {
      toast.error(t('errors.EMAIL_PASSWORD_SIGN_UP_DISABLED'));
    } else {
      toast.error(t('auth.params.failed'), { description: description ?? code ?? undefined });
    }
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
