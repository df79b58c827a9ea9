// Point 7's profile calls and the account's own data (export, erasure), for the signed-in client.
import type { z } from 'zod';
import {
  ChangePasswordResponseSchema,
  DeleteAccountResponseSchema,
  type MyDataExport,
  MyDataExportSchema,
  PhoneCodeResentResponseSchema,
  type Profile,
  ProfileResponseSchema,
  type UpdateProfileInput,
} from '../../domain/api';
import { profilePageMessages } from '../../domain/profile-page-messages';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

const usersPath = '/home-insurance/users';

function readAs<T extends z.ZodType>(schema: T, response: unknown, unreadable: string): z.infer<T> {
  const parsed = schema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(unreadable);
  return parsed.data;
}

function userPath(userId: string, rest = ''): string {
  // Point 6: without a user id there is no profile to ask for.
  if (!userId) throw new Error(profilePageMessages.userIdMissing);
  return `${usersPath}/${encodeURIComponent(userId)}${rest}`;
}

export async function fetchProfile(userId: string): Promise<Profile> {
  const response = await apiRequest<unknown>(userPath(userId));
  return readAs(ProfileResponseSchema, response, profilePageMessages.loadUnexpected).data;
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
  const response = await apiRequest<unknown>(userPath(userId), {
    method: 'PUT',
    body: { ...profile, id: userId },
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
  const { message, data } = readAs(ProfileResponseSchema, response, profilePageMessages.updateError);
  return { message: message ?? profilePageMessages.updateFailed, profile: data };
}

/** The code sent to the profile's new phone: that phone becomes the account's; the server's message. */
export async function verifyNewPhone(
  userId: string,
  otp: string,
): Promise<{ message: string; profile: Profile }> {
  const response = await apiRequest<unknown>(userPath(userId, '/phone/verify'), {
    method: 'POST',
    body: { otp: Number(otp) },
  });
  const { message, data } = readAs(ProfileResponseSchema, response, profilePageMessages.updateError);
  return { message: message ?? profilePageMessages.updateFailed, profile: data };
}

/** A new code to the profile's new phone; the server's message. */
export async function resendNewPhoneCode(userId: string): Promise<string> {
  const response = await apiRequest<unknown>(userPath(userId, '/phone/resend'), { method: 'POST' });
  return readAs(PhoneCodeResentResponseSchema, response, profilePageMessages.updateError).message;
}

/** `oldPassword` empty: an account that has none yet sets its first (docs/decisions). */
export async function changePassword(request: {
  userId: string;
  oldPassword: string;
  newPassword: string;
}): Promise<string> {
  const response = await apiRequest<unknown>(`${usersPath}/change-password`, {
    method: 'POST',
    body: {
      userId: request.userId,
      ...(request.oldPassword === '' ? {} : { old_password: request.oldPassword }),
      new_password: request.newPassword,
    },
  });
  return readAs(ChangePasswordResponseSchema, response, profilePageMessages.changePasswordError).message;
}

/** Ends this device's session on the server, so the token is worthless even if copied. */
export async function logOut(): Promise<void> {
  await apiRequest<unknown>(`${usersPath}/logout`, { method: 'POST' });
}

export async function fetchMyData(userId: string): Promise<MyDataExport> {
  const response = await apiRequest<unknown>(userPath(userId, '/data'));
  return readAs(MyDataExportSchema, response, profilePageMessages.downloadFailed);
}

/** 200: erased, the server's message. A live cover: ApiRequestError 409 code 'account_has_live_cover'. */
export async function deleteAccount(userId: string): Promise<string> {
  const response = await apiRequest<unknown>(userPath(userId), { method: 'DELETE' });
  return readAs(DeleteAccountResponseSchema, response, profilePageMessages.deleteFailed).message;
}
