// `npm run ussd -- 0712345678`: dials the local server's USSD menus like a phone, in this terminal
// (ussd-dial-run.ts). It reaches the server at KINGA_URL (http://localhost:PORT, 8080 by default) under
// USSD_CALLBACK_TOKEN, the development token when unset, as the server takes it outside production.
import { createInterface } from 'node:readline';
import { DEVELOPMENT_USSD_TOKEN } from '../config';
import { dialUssd } from './ussd-dial-run';

const phone = process.argv[2];
if (!phone) {
  process.stderr.write('Usage: npm run ussd -- 0712345678\n');
  process.exit(1);
}
const origin = process.env.KINGA_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
// Read as a stream of lines, which keeps those typed (or piped) ahead of the question they answer.
const lines = createInterface({ input: process.stdin });
const typed = lines[Symbol.asyncIterator]();
try {
  await dialUssd({
    origin,
    token: process.env.USSD_CALLBACK_TOKEN ?? DEVELOPMENT_USSD_TOKEN,
    phone,
    show: (text) => process.stdout.write(`\n${text}\n`),
    nextAnswer: async () => {
      process.stdout.write('> ');
      const line = await typed.next();
      return line.done ? null : line.value;
    },
  });
} catch (error) {
  const reason =
    error instanceof TypeError ? `Is the server running at ${origin}? (npm start)` : String(error);
  process.stderr.write(`${reason}\n`);
  process.exitCode = 1;
} finally {
  lines.close();
}
