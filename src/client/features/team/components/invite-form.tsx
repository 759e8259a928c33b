import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inviteInput, memberRole } from '../../../../shared/schemas/teams';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorText, fieldErrorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useInvite } from '../api/teams';
import { roleLabel } from './role-label';

/** An email and a role (viewer unless chosen otherwise): the server emails the invitation link. */
export function InviteForm({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const form = useForm<z.input<typeof inviteInput>, unknown, z.output<typeof inviteInput>>({
    resolver: zodResolver(inviteInput),
    defaultValues: { email: '', role: 'viewer' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (invite.isPending || full) return;
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(t('team.invite.sent', { email: invitation.email }));
        // Back to viewer: the least a person can be given, the role is picked anew for each invitation.
        form.reset();
      },
      onError: (error) => toast.error(t('team.invite.failed'), { description: errorText(t, error) }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 border-t border-border pt-6" aria-labelledby="team-invite-title">
      <h3 id="team-invite-title" className="font-semibold">
        {t('team.invite.title')}
      </h3>
      {full ? <p className="mt-1 text-sm text-muted">{t('team.invite.full')}</p> : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
        <FormField label={t('team.invite.email')} error={fieldErrorText(t, errors.email?.message)}>
          {(field) => (
            <Input
              type="email"
              autoComplete="off"
              readOnly={invite.isPending}
              disabled={full}
              {...field}
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField label={t('team.invite.role')}>
          {(field) => (
            <Select {...field} disabled={full} className="h-11 w-full sm:w-auto" {...form.register('role')}>
              {memberRole.options.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(t, role)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button
          type="submit"
          disabled={full}
          aria-disabled={invite.isPending}
          className={invite.isPending ? 'opacity-50 sm:mt-7' : 'sm:mt-7'}
        >
          <Send aria-hidden className="size-4" />
          {invite.isPending ? t('team.invite.submitting') : t('team.invite.submit')}
        </Button>
      </div>
      <ul className="mt-3 space-y-0.5 text-xs text-muted">
        {memberRole.options.map((role) => (
          <li key={role}>
            <span className="font-medium text-foreground">{roleLabel(t, role)}</span>: {t(`team.roleHints.${role}`)}
          </li>
        ))}
      </ul>
    </form>
  );
}
