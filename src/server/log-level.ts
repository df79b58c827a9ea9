// The log levels LOG_LEVEL may name. Their own file: configuration reads them, and the logger and the
// start-up failure report use them, without loading the whole configuration (and what it loads).
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
