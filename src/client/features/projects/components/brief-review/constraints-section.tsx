import { useTranslation } from 'react-i18next';
import {
  BRIEF_LIMITS,
  constraintKinds,
  type BriefConstraint,
  type ConstraintKind,
} from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt } from './brief-errors';
import { RemoveButton } from './remove-button';
import { patchAt, withoutAt, type ReviewProps } from './review-props';
import { ItemCard, ReviewSection, useListFocus } from './section';

/** Regulations, standards and hard limits (HIPAA, GDPR, offline use): what each demands. */
export function ConstraintsSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(brief.constraints.length);
  const patch = (i: number, change: Partial<BriefConstraint>) =>
    update((b) => ({ ...b, constraints: patchAt(b.constraints, i, change) }));
  return (
    <ReviewSection
      title={t('briefs.review.constraints')}
      hint={t('briefs.review.constraintsHint')}
      row="constraints"
      summary={brief.constraints.map((constraint) => constraint.name).join(', ') || t('briefs.review.noConstraints')}
      addRef={addRef}
      add={{
        label: t('briefs.review.addConstraint'),
        disabled: brief.constraints.length >= BRIEF_LIMITS.constraints,
        onAdd: () => {
          willAdd();
          update((b) => ({ ...b, constraints: [...b.constraints, { kind: 'other', name: '', text: '' }] }));
        },
      }}
    >
      {brief.constraints.length === 0 ? <p className="text-sm text-muted">{t('briefs.review.noConstraints')}</p> : null}
      <ul ref={listRef} className="space-y-3">
        {brief.constraints.map((constraint, i) => (
          <ItemCard key={i} label={t('briefs.review.constraintGroup', { name: constraint.name })}>
            <div className="flex items-start gap-2">
              <div className="grid flex-1 gap-3 sm:grid-cols-[1fr_11rem]">
                <FormField
                  label={t('briefs.review.constraintName')}
                  error={fieldErrorText(t, errorAt(errors, 'constraints', i, 'name'))}
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={constraint.name}
                      maxLength={BRIEF_LIMITS.name}
                      onChange={(event) => patch(i, { name: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField label={t('briefs.review.constraintKind')}>
                  {(field) => (
                    <Select
                      {...field}
                      className="h-11 w-full"
                      value={constraint.kind}
                      onChange={(event) => patch(i, { kind: event.target.value as ConstraintKind })}
                    >
                      {constraintKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`briefs.constraintKinds.${kind}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              </div>
              <div className="pt-6">
                <RemoveButton
                  label={t('briefs.review.removeConstraint', { name: constraint.name })}
                  onRemove={() => {
                    willRemove();
                    update((b) => ({ ...b, constraints: withoutAt(b.constraints, i) }));
                  }}
                />
              </div>
            </div>
            <FormField
              label={t('briefs.review.constraintText')}
              error={fieldErrorText(t, errorAt(errors, 'constraints', i, 'text'))}
            >
              {(field) => (
                <Textarea
                  {...field}
                  rows={2}
                  className="min-h-16"
                  value={constraint.text}
                  maxLength={BRIEF_LIMITS.text}
                  onChange={(event) => patch(i, { text: event.target.value })}
                />
              )}
            </FormField>
          </ItemCard>
        ))}
      </ul>
    </ReviewSection>
  );
}
