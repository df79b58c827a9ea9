// The local SMS driver: prints each message where the developer can read it. It writes to its own
// stream and never through the pino logger, so one-time codes do not end up in log files or collectors.
import type { SmsSender } from './sms-sender';

export interface LineSink {
  write(line: string): unknown;
}

export function consoleSmsSender(sink: LineSink = process.stderr): SmsSender {
  return {
    async send(to, text) {
      sink.write(`SMS to ${to}: ${text}\n`);
    },
  };
}
