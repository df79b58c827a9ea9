// The schemas of one endpoint: what its path, query string and body must hold, and its answers by status.
import type { z } from 'zod';
import type { EndpointRoute } from './endpoint';

export interface EndpointSchema {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * By status code; a file's answer (answers: 'pdf' or 'file') has none. The success comes first (the client reads
   * an answer with the first); 503 is the health check's own answer that this instance cannot serve.
   */
  response?: Partial<Record<200 | 201 | 202 | 503, z.ZodType>>;
}

/** One schema entry per endpoint of a resource's table, and no other. */
export type SchemasOf<T extends Record<string, EndpointRoute>> = { [K in keyof T]: EndpointSchema };
