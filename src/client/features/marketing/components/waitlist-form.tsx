import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { waitlistInput, type WaitlistInput } from '../../../../shared/schemas/marketing';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useLazyNamespace } from '../../../lib/use-lazy-namespace';
import { useJoinWaitlist } from '../api/join-waitlist';
import { errorText, fieldErrorText } from '../../../lib/error-text';

const fieldOrder = ['name', 'email'] as const;

export interface WaitlistFormProps {
  /** The level of the form's heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The waiting list: name and email, checked by the shared `waitlistInput` schema
 * (the API checks the same), then POST /api/waitlist. An address already on the list reads
 * 'This email is already registered' under the email field. Texts are in the `pricing` namespace.
 */
export function WaitlistForm(props: WaitlistFormProps) {
  const ready = useLazyNamespace('pricing');
  return ready ? <WaitlistContent {...props} /> : <WaitlistSkeleton className={props.className} />;
}

const boxClasses = 'rounded-2xl border border-border bg-surface p-5 sm:p-6';

function WaitlistContent({ headingLevel = 2, className }: WaitlistFormProps) {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const join = useJoinWaitlist();
  const [joinedAs, setJoinedAs] = useState<string>();
  const form = useForm<WaitlistInput>({ resolver: zodResolver(waitlistInput), defaultValues: { name: '', email: '' } });
  const error = (name: (typeof fieldOrder)[number]) => fieldErrorText(tCommon, form.formState.errors[name]?.message);
  const Heading = `h${headingLevel}` as 'h2';

  const onSubmit = form.handleSubmit(
    (values) =>
      join.mutate(values, {
        onSuccess: () => {
          setJoinedAs(String(values.name));
          form.reset();
        },
        onError: (failure) => {
          toast.error(t('waitlist.failedTitle'), { description: errorText(tCommon, failure) });
        },
      }),
    (invalid) => {
      const first = fieldOrder.map((name) => invalid[name]).find(Boolean);
      const message = fieldErrorText(tCommon, first?.message);
      if (message) toast.error(tCommon('toast.validationTitle'), { description: message });
    },
  );

  return (
    <section aria-labelledby={`${id}-title`} className={cn(boxClasses, className)}>
      <Heading id={`${id}-title`} className="text-xl font-semibold">
        {t('waitlist.title')}
      </Heading>
      <p className="mt-1 text-sm text-muted">{t('waitlist.description')}</p>
      {joinedAs !== undefined ? (
        <div role="status" className="mt-5 flex items-start gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div>
            <p className="font-medium">{t('waitlist.successTitle')}</p>
            <p className="mt-1 text-sm text-muted">{t('waitlist.successBody', { name: joinedAs })}</p>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
          <FormField label={t('waitlist.name')} error={error('name')}>
            {(field) => <Input autoComplete="name" className="bg-background" disabled={join.isPending} {...field} {...form.register('name')} />}
          </FormField>
          <FormField label={t('waitlist.email')} error={error('email')}>
            {(field) => (
              <Input type="email" autoComplete="email" className="bg-background" disabled={join.isPending} {...field} {...form.register('email')} />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" className="w-full sm:w-auto" disabled={join.isPending} aria-busy={join.isPending}>
              {join.isPending ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
              {join.isPending ? t('waitlist.submitting') : t('waitlist.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function WaitlistSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={cn(boxClasses, className)}>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="mt-1 h-5 w-full" />
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {[0, 1].map((index) => (
          <div key={index} className="space-y-1.5">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
        <Skeleton className="h-11 w-full rounded-lg sm:col-span-2 sm:w-48" />
      </div>
    </div>
  );
}
