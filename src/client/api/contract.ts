// The HTTP contract's schemas (src/domain/api, and zod with them: about 30 KB gz, and some 50 ms of a
// phone's CPU to build at start) as a chunk loaded when a response is first read, not with the page. A page
// whose first screen only needs forms (the wizard's first step, sign-in) then paints without them. Start
// loading before sending, so the chunk arrives while the request is on its way:
//   const schemas = contract(); const response = await apiRequest(...); (await schemas).Schema.parse(...)
type Contract = typeof import('../../domain/api');

export function contract(): Promise<Contract> {
  const loading = import('../../domain/api');
  // A request that fails first never awaits the schemas: their own failure (offline, chunk not cached)
  // must not surface as an unhandled rejection. Awaiting `loading` still sees it.
  loading.catch(() => undefined);
  return loading;
}
