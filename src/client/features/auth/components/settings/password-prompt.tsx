import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';

/** Asks for the current password before a sensitive change. */
export function PasswordPrompt({
  submitLabel,
  busy,
  variant = 'primary',
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  variant?: 'primary' | 'secondary';
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('settings.confirmPassword')}
        </label>
        <Input id={id} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <Button type="submit" variant={variant} disabled={busy || !password}>
        {submitLabel}
      </Button>
    </form>
  );
}
