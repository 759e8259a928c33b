/** The three forms a counted noun takes: 1 задача, 3 задачи, 5 задач (English: one and the rest). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/**
 * A count with its noun in the right form, by the language's plural rules: 1 task, 2 tasks;
 * 1 задача, 3 задачи, 5 задач, 21 задача. A fraction (Russian "other") takes the few form: 1,5 часа.
 */
export function counted(language: 'en' | 'ru', forms: PluralForms): (n: number) => string {
  const rules = new Intl.PluralRules(language);
  return (n: number) => {
    const category = rules.select(n);
    const form = category === 'one' ? forms.one : category === 'few' || category === 'other' ? forms.few : forms.many;
    return `${n} ${form}`;
  };
}
