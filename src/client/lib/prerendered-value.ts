/**
 * What the reader typed into a field of the prerendered landing page (ADR 0030) before the app took
 * the page over, so that the field's state starts from it instead of wiping it; '' anywhere else.
 */
export function prerenderedValue(fieldId: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(fieldId);
  return field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement ? field.value : '';
}
