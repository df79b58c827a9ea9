// What a service may write to the log, written once: pino's call shape (the details first, then the
// message), which Fastify's request and app loggers both have. A service names only the levels it uses,
// as Pick<ServiceLog, 'warn'>, so its tests can hand it a logger that records just those.
export interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
