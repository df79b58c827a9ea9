// Every hour in the background: forget expired idempotency keys and unused quotations
// (services/expiry/stored-data-expiry.ts says how long each is kept). Any number of instances may run one
// (deletes skip locked rows).
import { type RepeatingPass, startRepeatingPass } from '../../repeating-pass';
import type { StoredDataExpiry } from './stored-data-expiry';

export const EXPIRE_EVERY_MS = 60 * 60 * 1000;

export function startStoredDataExpiryTimer(
  expiry: Pick<StoredDataExpiry, 'expireOnce'>,
  onError: (error: unknown) => void,
  everyMs = EXPIRE_EVERY_MS,
): RepeatingPass {
  return startRepeatingPass(() => expiry.expireOnce().catch(onError), everyMs);
}
