import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { meQueryKey, useMe } from '../../api/get-me';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '../../api/security-api';
import { PasswordPrompt } from './password-prompt';
import { errorText } from '../../../../lib/error-text';

/** Turns TOTP on (QR code, backup codes, a first code to confirm) or off. */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [code, setCode] = useState('');
  const enabled = Boolean(me?.user.twoFactorEnabled);
  const refresh = () => queryClient.invalidateQueries({ queryKey: meQueryKey });
  const fail = (title: string) => (error: unknown) => toast.error(title, { description: errorText(t, error) });

  const start = useMutation({ mutationFn: enableTwoFactor, onSuccess: setSetup, onError: fail(t('settings.twoFactor.failed')) });
  const confirm = useMutation({
    mutationFn: verifyTotp,
    onSuccess: async () => {
      setSetup(null);
      setCode('');
      toast.success(t('settings.twoFactor.enabled'));
      await refresh();
    },
    onError: fail(t('settings.twoFactor.wrongCode')),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      toast.success(t('settings.twoFactor.disabled'));
      await refresh();
    },
    onError: fail(t('settings.twoFactor.failed')),
  });

  const qr = useMemo(
    () => (setup ? `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 2 }))}` : ''),
    [setup],
  );
  const secret = setup ? new URL(setup.totpURI).searchParams.get('secret') : null;
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) confirm.mutate(code.trim());
  };

  return (
    <div className="space-y-3">
      <h3 className="font-medium">{t('settings.twoFactor.title')}</h3>
      <p className="text-sm text-muted">{enabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}</p>
      {enabled ? (
        <PasswordPrompt submitLabel={t('settings.twoFactor.disable')} variant="secondary" busy={disable.isPending} onSubmit={(p) => disable.mutate(p)} />
      ) : setup ? (
        <div className="space-y-4">
          <p className="text-sm">{t('settings.twoFactor.scan')}</p>
          <img src={qr} alt={t('settings.twoFactor.qrAlt')} width={192} height={192} className="rounded-lg bg-white" />
          <p className="text-sm text-muted">
            {t('settings.twoFactor.manual')} <code data-testid="totp-secret" className="break-all text-foreground">{secret}</code>
          </p>
          <div>
            <p className="text-sm font-medium">{t('settings.twoFactor.backupCodes')}</p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
              {setup.backupCodes.map((backup) => (
                <li key={backup}>{backup}</li>
              ))}
            </ul>
          </div>
          <form onSubmit={submitCode} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1.5">
              <label htmlFor="totp-confirm" className="block text-sm font-medium">
                {t('settings.twoFactor.code')}
              </label>
              <Input id="totp-confirm" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
            <Button type="submit" disabled={confirm.isPending || !code.trim()}>
              {t('settings.twoFactor.confirm')}
            </Button>
          </form>
        </div>
      ) : (
        <PasswordPrompt submitLabel={t('settings.twoFactor.enable')} busy={start.isPending} onSubmit={(p) => start.mutate(p)} />
      )}
    </div>
  );
}
