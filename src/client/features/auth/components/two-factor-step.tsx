import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { verifyBackupCode, verifyTotp } from '../api/security-api';
import { errorText } from '../../../lib/error-text';

/** The second step of signing in: a code from the authenticator app, or a backup code. */
export function TwoFactorStep({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    setBusy(true);
    try {
      await (useBackup ? verifyBackupCode(value) : verifyTotp(value));
      onVerified();
    } catch (error) {
      setCode('');
      toast.error(t('auth.twoFactor.failedTitle'), { description: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-muted">{useBackup ? t('auth.twoFactor.backupHint') : t('auth.twoFactor.hint')}</p>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {useBackup ? t('auth.twoFactor.backupLabel') : t('auth.twoFactor.label')}
        </label>
        <Input
          id={id}
          autoFocus
          inputMode={useBackup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          value={code}
          disabled={busy}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy || !code.trim()}>
        {busy ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm text-primary underline underline-offset-4"
        onClick={() => {
          setUseBackup(!useBackup);
          setCode('');
        }}
      >
        {useBackup ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useBackup')}
      </button>
    </form>
  );
}
