import type { ApiTokenScope } from '../../shared/schemas/api-tokens';

/**
 * What the server tells an agent when it connects (`instructions` of the initialize result): the
 * work loop and how to look things up. Clients put it in the model's context, so it is short.
 */
export function kitInstructions(scope: ApiTokenScope): string {
  const loop =
    scope === 'write'
      ? 'Work loop: next_tasks → get_task_prompt → set_task_status in_progress → build and test it → set_task_status done with evidence (tests named with the criteria ids, e.g. `T-07/AC-2`; the commits) → next_tasks.'
      : 'Work loop: next_tasks → get_task_prompt → build and test it (name tests with the criteria ids, e.g. `T-07/AC-2`). This token is read-only: the board is moved on the website.';
  return [
    'Specforge holds this app’s build kit (documents) and its task board. `project` defaults to the kit pulled into this repository.',
    loop,
    'To look something up: search_kit, then get_document with the section’s anchor.',
  ].join('\n');
}
