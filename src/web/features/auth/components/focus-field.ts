/** Moves focus to the form's control named `name` (the first field that failed validation). */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
