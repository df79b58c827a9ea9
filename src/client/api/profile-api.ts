// Point 7's profile calls and the account's own data (export, erasure), for the signed-in client
// (src/domain/contract/profile-endpoints.ts).
import type { MyDataExport } from '../../domain/api/my-data';
import type { Profile, UpdateProfileInput } from '../../domain/api/profile';
import { fillPath } from '../../domain/contract/endpoint';
import { wireRoutes } from '../../domain/contract/wire-routes';
import { profilePageMessages } from '../../domain/profile-page-messages';
import { callEndpoint } from './call-endpoint';
import { apiRequest } from './http';

/** The path's :id, which must be the caller's own. */
function own(userId: string): { id: string } {
  // Point 6: without a user id there is no profile to ask for.
  if (!userId) throw new Error(profilePageMessages.userIdMissing);
  return { id: userId };
}

export async function fetchProfile(userId: string): Promise<Profile> {
  const answer = await callEndpoint(
    'readProfile',
    { params: own(userId) },
    profilePageMessages.loadUnexpected,
  );
  return answer.data;
}

/**
 * Point 7's PUT: the whole profile; answers the saved profile and the server's message. With a key, a
 * retry (the outbox's, after a lost answer) gets the first answer instead of saving the edit again.
 */
export async function updateProfile(
  userId: string,
  profile: UpdateProfileInput,
  idempotencyKey?: string,
): Promise<{ message: string; profile: Profile }> {
  const { message, data } = await callEndpoint(
    'updateProfile',
    {
      params: own(userId),
      body: { ...profile, id: userId },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    },
    profilePageMessages.updateError,
  );
  return { message: message ?? profilePageMessages.updateFailed, profile: data };
}

/** The code sent to the profile's new phone: that phone becomes the account's; the server's message. */
export async function verifyNewPhone(
  userId: string,
  otp: string,
): Promise<{ message: string; profile: Profile }> {
  const { message, data } = await callEndpoint(
    'verifyNewPhone',
    { params: own(userId), body: { otp: Number(otp) } },
    profilePageMessages.updateError,
  );
  return { message: message ?? profilePageMessages.updateFailed, profile: data };
}

/** A new code to the profile's new phone; the server's message. */
export async function resendNewPhoneCode(userId: string): Promise<string> {
  const answer = await callEndpoint(
    'resendNewPhoneCode',
    { params: own(userId) },
    profilePageMessages.updateError,
  );
  return answer.message;
}

/** `oldPassword` empty: an account that has none yet sets its first (docs/decisions). */
export async function changePassword(request: {
  userId: string;
  oldPassword: string;
  newPassword: string;
}): Promise<string> {
  const answer = await callEndpoint(
    'changePassword',
    {
      body: {
        userId: request.userId,
        ...(request.oldPassword === '' ? {} : { old_password: request.oldPassword }),
        new_password: request.newPassword,
      },
    },
    profilePageMessages.changePasswordError,
  );
  return answer.message;
}

/**
 * Ends this device's session on the server, so the token is worthless even if copied. Its answer is not
 * read (the device signs out whatever it says), so the schemas are not loaded for it.
 */
export async function logOut(): Promise<void> {
  await apiRequest<unknown>(fillPath(wireRoutes.logOut.path), { method: wireRoutes.logOut.method });
}

export async function fetchMyData(userId: string): Promise<MyDataExport> {
  return callEndpoint('exportMyData', { params: own(userId) }, profilePageMessages.downloadFailed);
}

/** 200: erased, the server's message. A live cover: ApiRequestError 409 code 'account_has_live_cover'. */
export async function deleteAccount(userId: string): Promise<string> {
  const answer = await callEndpoint(
    'deleteAccount',
    { params: own(userId) },
    profilePageMessages.deleteFailed,
  );
  return answer.message;
}
