// What must not be cut short by an app update's reload: a prompt on the payer's phone, a payment being
// processed, or a form field the user is typing in. Code that starts such a task marks it here; the update
// waits until nothing is marked and no field has focus.
const running = new Set<symbol>();
const idleWaiters = new Set<() => void>();

/** Marks a task as running; call the returned function when it ends (success, failure or cancel). */
export function markBusy(): () => void {
  const task = Symbol('busy');
  running.add(task);
  return () => {
    running.delete(task);
    settleIdleWaiters();
  };
}

function isTypingInAField(): boolean {
  const field = document.activeElement;
  return (
    field instanceof HTMLElement && (field.matches('input, textarea, select') || field.isContentEditable)
  );
}

function isIdle(): boolean {
  return running.size === 0 && !isTypingInAField();
}

function settleIdleWaiters(): void {
  if (!isIdle()) return;
  for (const resolve of idleWaiters) resolve();
  idleWaiters.clear();
}

// Focus has already left the field when focusout runs, but not yet arrived at the next one: look after.
const settleAfterFocusMoves = () => setTimeout(settleIdleWaiters, 0);

/** Resolves once no task is marked busy and no form field has focus. */
export function whenIdle(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  document.addEventListener('focusout', settleAfterFocusMoves);
  return new Promise((resolve) =>
    idleWaiters.add(() => {
      document.removeEventListener('focusout', settleAfterFocusMoves);
      resolve();
    }),
  );
}
