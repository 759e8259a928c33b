import { useTranslation } from 'react-i18next';
import { removeIntegration, renameIntegration } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt } from './brief-errors';
import { RemoveButton } from './remove-button';
import { patchAt, type ReviewProps } from './review-props';
import { ItemCard, ReviewSection, useListFocus } from './section';

/** Outside services and capabilities (payments, SMS, maps): what each is used for. */
export function IntegrationsSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(brief.integrations.length);
  return (
    <ReviewSection
      title={t('briefs.review.integrations')}
      hint={t('briefs.review.integrationsHint')}
      row="integrations"
      summary={brief.integrations.map((integration) => integration.name).join(', ') || t('briefs.review.noIntegrations')}
      addRef={addRef}
      add={{
        label: t('briefs.review.addIntegration'),
        disabled: brief.integrations.length >= BRIEF_LIMITS.integrations,
        onAdd: () => {
          willAdd();
          update((b) => ({ ...b, integrations: [...b.integrations, { name: '', purpose: '' }] }));
        },
      }}
    >
      {brief.integrations.length === 0 ? (
        <p className="text-sm text-muted">{t('briefs.review.noIntegrations')}</p>
      ) : null}
      <ul ref={listRef} className="space-y-3">
        {brief.integrations.map((integration, i) => (
          <ItemCard key={i} label={t('briefs.review.integrationGroup', { name: integration.name })}>
            <div className="flex items-start gap-2">
              <div className="grid flex-1 gap-3 sm:grid-cols-[12rem_1fr]">
                <FormField
                  label={t('briefs.review.integrationName')}
                  error={fieldErrorText(t, errorAt(errors, 'integrations', i, 'name'))}
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={integration.name}
                      maxLength={BRIEF_LIMITS.name}
                      onChange={(event) => update((b) => renameIntegration(b, i, event.target.value))}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('briefs.review.purpose')}
                  error={fieldErrorText(t, errorAt(errors, 'integrations', i, 'purpose'))}
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={integration.purpose}
                      maxLength={BRIEF_LIMITS.text}
                      onChange={(event) =>
                        update((b) => ({
                          ...b,
                          integrations: patchAt(b.integrations, i, { purpose: event.target.value }),
                        }))
                      }
                    />
                  )}
                </FormField>
              </div>
              <div className="pt-6">
                <RemoveButton
                  label={t('briefs.review.removeIntegration', { name: integration.name })}
                  onRemove={() => {
                    willRemove();
                    update((b) => removeIntegration(b, i));
                  }}
                />
              </div>
            </div>
          </ItemCard>
        ))}
      </ul>
    </ReviewSection>
  );
}
