import { fill } from '../text';

/** Description, criteria and user story parts of a feature the catalogue does not know. */
export function genericFeatureText(
  name: string,
  verbPhrase: string | undefined,
  entity: string | undefined,
  v: Record<string, string>,
  backend: boolean,
) {
  const where = backend ? 'saved to the account and available on every device' : 'saved on the device';
  if (verbPhrase) {
    return {
      description: fill(
        `Lets {users} ${verbPhrase} in a few taps, with a clear confirmation and everything ${where}.`,
        v,
      ),
      criteria: [
        fill(`A {user} can ${verbPhrase} in no more than three steps from ${entity ? '/{es}' : '{hub}'}`, v),
        fill(`The result is ${where} and listed straight away`, v),
        'Invalid input is explained next to the field and nothing is saved',
      ],
      goal: verbPhrase,
      benefit: 'I get it done without any back and forth',
    };
  }
  if (entity) {
    return {
      description: fill(`${name} in {product}: create, view, edit and remove {entities}, with everything ${where}.`, v),
      criteria: [
        fill('A {user} can create {anEntity} with a name in one step; it appears in the list at once', v),
        fill('Editing {anEntity} saves the change and shows it on its detail screen', v),
        fill('Deleting {anEntity} asks for confirmation and then removes it from the list', v),
      ],
      goal: fill('keep my {entities} organised in one place', v),
      benefit: 'I always find what I need',
    };
  }
  return {
    description: fill(
      `${name}, built into {product} where {users} need it, with sensible defaults and a way to switch it off.`,
      v,
    ),
    criteria: [
      fill(`${name} is available from {hub} and works on phones and desktops`, v),
      `The ${name.toLowerCase()} setting is remembered between visits`,
      'Errors are explained in plain words with a way to retry',
    ],
    goal: `use ${name.toLowerCase()}`,
    benefit: fill('{product} fits the way I work', v),
  };
}
