import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ApiTokensSettings } from '../../features/api-tokens/components/api-tokens-settings';
import { BillingSettings } from '../../features/billing/components/billing-settings';
import { useMe } from '../../features/auth/api/get-me';
import { updateMe } from '../../features/auth/api/security-api';
import { ChangePasswordForm } from '../../features/auth/components/settings/change-password-form';
import { DeleteAccount } from '../../features/auth/components/settings/delete-account';
import { LinkedAccounts } from '../../features/auth/components/settings/linked-accounts';
import { ProfileForm } from '../../features/auth/components/settings/profile-form';
import { SettingsSection } from '../../features/auth/components/settings/section';
import { SessionsList } from '../../features/auth/components/settings/sessions-list';
import { TwoFactorSettings } from '../../features/auth/components/settings/two-factor-settings';

/** /dashboard/settings: profile, language, billing, API tokens, security and the account itself. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.settings')}</h1>
      <ProfileForm />
      <SettingsSection title={t('settings.language.title')} description={t('settings.language.description')}>
        <LanguageSwitcher onChange={(locale) => void updateMe({ locale }).catch(() => undefined)} />
      </SettingsSection>
      <SettingsSection title={t('settings.billing.title')} description={t('settings.billing.description')}>
        <BillingSettings />
      </SettingsSection>
      <SettingsSection title={t('settings.tokens.title')} description={t('settings.tokens.description')}>
        <ApiTokensSettings />
      </SettingsSection>
      <SettingsSection title={t('settings.security.title')}>
        <div className="space-y-8">
          <ChangePasswordForm />
          <TwoFactorSettings />
          <SessionsList currentSessionId={me?.session.id} />
          <LinkedAccounts />
        </div>
      </SettingsSection>
      <SettingsSection title={t('settings.delete.title')}>
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
