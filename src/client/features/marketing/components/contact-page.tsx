import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Mail, MessagesSquare, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { CONTACT_MESSAGE_MAX, contactInput, type ContactInput } from '../../../../shared/schemas/marketing';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useSubmitContact } from '../api/submit-contact';
import { supportEmail } from '../../../lib/site';
import { socialLinks } from '../social-links';
import { errorText, fieldErrorText } from '../../../lib/error-text';

const fieldOrder = ['name', 'email', 'message'] as const;

/** /contact: the contact form (the shared schema's rules and messages) and where else to find us. */
export default function ContactPage() {
  const { t } = useTranslation();
  useDocumentMeta(`${t('marketing.contact.title')} · ${t('brand')}`, t('marketing.contact.intro'));
  const submit = useSubmitContact();
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: { name: '', email: '', message: '' },
  });
  const error = (name: (typeof fieldOrder)[number]) =>
    fieldErrorText(t, form.formState.errors[name]?.message);
  const length = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  const onSubmit = form.handleSubmit(
    (values) =>
      submit.mutate(values, {
        onSuccess: () => {
          toast.success(t('marketing.contact.sentTitle'));
          form.reset();
        },
        onError: (failure) =>
          toast.error(t('marketing.contact.failedTitle'), { description: errorText(t, failure) }),
      }),
    (invalid) => {
      const first = fieldOrder.map((name) => invalid[name]).find(Boolean);
      const message = fieldErrorText(t, first?.message);
      if (message) toast.error(t('toast.validationTitle'), { description: message });
    },
  );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 md:grid-cols-[1fr_18rem] md:py-16">
      <div>
        <h1 className="text-3xl font-semibold md:text-4xl">{t('marketing.contact.title')}</h1>
        <p className="mt-3 text-muted">{t('marketing.contact.intro')}</p>
        {submit.isSuccess ? (
          <div
            role="status"
            className="mt-8 flex items-start gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-5"
          >
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <div>
              <p className="font-medium">{t('marketing.contact.sentTitle')}</p>
              <p className="mt-1 text-sm text-muted">{t('marketing.contact.sentBody')}</p>
              <Button variant="secondary" size="sm" className="mt-4" onClick={() => submit.reset()}>
                {t('marketing.contact.another')}
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
            <FormField label={t('marketing.contact.name')} error={error('name')}>
              {(field) => (
                <Input autoComplete="name" disabled={submit.isPending} {...field} {...form.register('name')} />
              )}
            </FormField>
            <FormField label={t('marketing.contact.email')} error={error('email')}>
              {(field) => (
                <Input
                  type="email"
                  autoComplete="email"
                  disabled={submit.isPending}
                  {...field}
                  {...form.register('email')}
                />
              )}
            </FormField>
            <FormField label={t('marketing.contact.message')} error={error('message')}>
              {(field) => <Textarea rows={7} disabled={submit.isPending} {...field} {...form.register('message')} />}
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-xs text-muted" aria-live="polite">
                {t('marketing.contact.count', { count: length, max: CONTACT_MESSAGE_MAX })}
              </p>
              <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
                {submit.isPending ? (
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                ) : (
                  <Send aria-hidden className="size-4" />
                )}
                {submit.isPending ? t('marketing.contact.sending') : t('marketing.contact.send')}
              </Button>
            </div>
          </form>
        )}
      </div>
      <aside aria-label={t('marketing.contact.elsewhere')} className="space-y-4 text-sm">
        <h2 className="text-lg font-semibold">{t('marketing.contact.elsewhere')}</h2>
        <ContactLink
          href={`mailto:${supportEmail()}`}
          icon={<Mail aria-hidden className="size-5 text-primary" />}
          title={t('marketing.contact.emailUs')}
          hint={supportEmail()}
        />
        <ContactLink
          href={socialLinks.community}
          external
          icon={<MessagesSquare aria-hidden className="size-5 text-primary" />}
          title={t('marketing.contact.community')}
          hint={t('marketing.contact.communityHint')}
        />
        <ContactLink
          href={socialLinks.social}
          external
          icon={
            <span aria-hidden className="flex size-5 items-center justify-center font-bold text-primary">
              𝕏
            </span>
          }
          title={t('marketing.contact.social')}
          hint={t('marketing.contact.socialHint')}
        />
      </aside>
    </div>
  );
}

function ContactLink({
  href,
  icon,
  title,
  hint,
  external = false,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  hint: string;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
      className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4 hover:border-primary/60"
    >
      {icon}
      <span>
        <span className="block font-medium">{title}</span>
        <span className="text-muted">{hint}</span>
      </span>
    </a>
  );
}
