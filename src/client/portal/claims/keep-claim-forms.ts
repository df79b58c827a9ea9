// Keeps the client's claims and each in-force policy's claim form (its perils, items and period) on the device while My Policies is
// read online, so 'Make a claim' opens with no signal even on a policy whose form was never opened: a
// claim is most often written where the loss happened, and that is not always where the signal is.
import { fetchClaimable, fetchClaims } from '../../api/claims-api';
import { saveClaimsCache } from '../../offline/claims-cache';

export async function keepClaimForms(userId: string, coverIds: readonly string[]): Promise<void> {
  // The claims list too, so My Claims opened with no signal shows what the client has already claimed.
  await fetchClaims()
    .then((claims) => saveClaimsCache(userId, 'list', claims))
    .catch(() => undefined);
  for (const coverId of coverIds) {
    try {
      await saveClaimsCache(userId, `claimable:${coverId}`, await fetchClaimable(coverId));
    } catch {
      // Kept next time: the form itself also fetches it when it opens online.
    }
  }
}
