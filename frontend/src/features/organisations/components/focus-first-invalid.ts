/** After the errors render: focus the first field marked invalid, so the keyboard starts where the fix is. */
export function focusFirstInvalid(form: EventTarget): void {
  const element = form as HTMLElement;
  setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
