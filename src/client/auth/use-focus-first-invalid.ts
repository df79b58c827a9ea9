import { type RefObject, useEffect } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, so a screen reader announces its
 * message and a phone user is not left scrolling for it. `errors` is a new object on each submit.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [form, errors]);
}
