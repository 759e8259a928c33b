import { useTranslation } from 'react-i18next';
import { BRIEF_LIMITS } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt } from './brief-errors';
import { RemoveButton } from './remove-button';
import { patchAt, withoutAt, type ReviewProps } from './review-props';
import { ItemCard, ReviewSection, useListFocus } from './section';
import { TextList } from './text-list';

/** The kinds of users and what each comes to do. */
export function RolesSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(brief.roles.length);
  return (
    <ReviewSection
      title={t('briefs.review.roles')}
      hint={t('briefs.review.rolesHint')}
      error={errorAt(errors, 'roles')}
      row="roles"
      summary={brief.roles.map((role) => role.name).join(', ')}
      addRef={addRef}
      add={{
        label: t('briefs.review.addRole'),
        disabled: brief.roles.length >= BRIEF_LIMITS.roles,
        onAdd: () => {
          willAdd();
          update((b) => ({ ...b, roles: [...b.roles, { name: '', goals: [] }] }));
        },
      }}
    >
      <ul ref={listRef} className="space-y-3">
        {brief.roles.map((role, i) => (
          <ItemCard key={i} label={t('briefs.review.roleGroup', { name: role.name })}>
            <div className="flex items-end gap-2">
              <FormField
                className="flex-1"
                label={t('briefs.review.roleName')}
                error={fieldErrorText(t, errorAt(errors, 'roles', i, 'name'))}
              >
                {(field) => (
                  <Input
                    {...field}
                    value={role.name}
                    maxLength={BRIEF_LIMITS.name}
                    onChange={(event) =>
                      update((b) => ({ ...b, roles: patchAt(b.roles, i, { name: event.target.value }) }))
                    }
                  />
                )}
              </FormField>
              <RemoveButton
                label={t('briefs.review.removeRole', { name: role.name })}
                onRemove={() => {
                  willRemove();
                  update((b) => ({ ...b, roles: withoutAt(b.roles, i) }));
                }}
              />
            </div>
            <TextList
              legend={t('briefs.review.goals')}
              itemLabel={(n) => t('briefs.review.goalN', { n })}
              addLabel={t('briefs.review.addGoal')}
              removeLabel={(n) => t('briefs.review.removeGoal', { n })}
              items={role.goals}
              max={BRIEF_LIMITS.goals}
              errors={errors}
              path={['roles', i, 'goals']}
              onChange={(goals) => update((b) => ({ ...b, roles: patchAt(b.roles, i, { goals }) }))}
            />
          </ItemCard>
        ))}
      </ul>
    </ReviewSection>
  );
}
