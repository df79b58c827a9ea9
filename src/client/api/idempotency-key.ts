/**
 * One Idempotency-Key per distinct request body: pressing the button again after a dropped connection
 * sends the same key, so the server answers with the first result instead of doing the work twice.
 */
export function idempotencyKeys(): (body: unknown) => string {
  let last: { body: string; key: string } | null = null;
  return (body) => {
    const serialised = JSON.stringify(body);
    if (last?.body !== serialised) last = { body: serialised, key: crypto.randomUUID() };
    return last.key;
  };
}
