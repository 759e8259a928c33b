/** The reader's own small text helpers: a `{key}` filled from `vars`, a text cut to `max` characters. */
export const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
