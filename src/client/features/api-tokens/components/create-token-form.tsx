import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiTokenScopes, createApiTokenInput, type CreatedApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorText, fieldErrorText, validationKeyOf } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useCreateApiToken } from '../api/create-api-token';
import { DEFAULT_TOKEN_EXPIRY, expiresAtFor, tokenExpiries } from '../expiry';

/** The shared input, with a lifetime to pick instead of a date: the date is counted at submit time. */
const createTokenForm = createApiTokenInput.omit({ expiresAt: true }).extend({ expiry: z.enum(tokenExpiries) });
type CreateTokenFormInput = z.input<typeof createTokenForm>;
type CreateTokenFormOutput = z.output<typeof createTokenForm>;

/** A name, read or read-write, and how long it lasts; `onCreated` receives the token with its secret. */
export function CreateTokenForm({
  disabledReason,
  focusOnMount = false,
  onCreated,
}: {
  /** Why no token can be made now (the account holds the most it may), shown instead of the form's hint. */
  disabledReason?: string;
  /** Back from the new token's notice: the keyboard resumes here rather than at the top of the page. */
  focusOnMount?: boolean;
  onCreated: (token: CreatedApiTokenDto) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateApiToken();
  const form = useForm<CreateTokenFormInput, unknown, CreateTokenFormOutput>({
    resolver: zodResolver(createTokenForm),
    defaultValues: { name: '', scope: 'read', expiry: DEFAULT_TOKEN_EXPIRY },
  });
  const { errors } = form.formState;
  const disabled = Boolean(disabledReason);
  useEffect(() => {
    if (focusOnMount) form.setFocus('name');
  }, [focusOnMount, form]);

  const onSubmit = form.handleSubmit(({ expiry, ...values }) => {
    if (create.isPending || disabled) return;
    create.mutate(
      { ...values, expiresAt: expiresAtFor(expiry) },
      {
        onSuccess: (token) => {
          form.reset();
          // The secret lives in the caller's state until Done, not in the mutation cache.
          create.reset();
          onCreated(token);
        },
        onError: (error) => {
          // A problem with the name belongs under the field; anything else is a toast.
          const key = validationKeyOf(error);
          if (key?.startsWith('settings.tokens.messages.name')) form.setError('name', { message: key });
          else toast.error(t('settings.tokens.create.failed'), { description: errorText(t, error) });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="font-medium">
        {t('settings.tokens.create.title')}
      </h3>
      {disabledReason ? (
        <p role="status" className="text-sm text-muted">
          {disabledReason}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
        <FormField label={t('settings.tokens.create.name')} error={fieldErrorText(t, errors.name?.message)}>
          {(field) => (
            <Input
              autoComplete="off"
              placeholder={t('settings.tokens.create.namePlaceholder')}
              readOnly={create.isPending}
              disabled={disabled}
              {...field}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField label={t('settings.tokens.create.expiry')}>
          {(field) => (
            <Select {...field} disabled={disabled} className="h-11 w-full sm:w-40" {...form.register('expiry')}>
              {tokenExpiries.map((expiry) => (
                <option key={expiry} value={expiry}>
                  {t(`settings.tokens.expiries.${expiry}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <fieldset className="min-w-0" disabled={disabled}>
        <legend className="text-sm font-medium">{t('settings.tokens.create.scope')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {apiTokenScopes.map((scope) => (
            <label
              key={scope}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface-raised p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-strong/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                value={scope}
                className="mt-0.5 size-4 shrink-0 accent-primary-strong"
                {...form.register('scope')}
              />
              <span>
                <span className="block font-medium">{t(`settings.tokens.scopes.${scope}`)}</span>
                <span className="block text-muted">{t(`settings.tokens.scopeHints.${scope}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        disabled={disabled}
        aria-disabled={create.isPending}
        className={create.isPending ? 'opacity-50' : undefined}
      >
        <KeyRound aria-hidden className="size-4" />
        {create.isPending ? t('settings.tokens.create.submitting') : t('settings.tokens.create.submit')}
      </Button>
    </form>
  );
}
