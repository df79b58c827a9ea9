// Point 7: the signed-in client's own profile (GET and PUT /home-insurance/users/{id}).
import { z } from 'zod';
import { accountTypes } from '../account-type';
import { textField } from '../fields';
import { boundedText } from '../text';
import { ContactSchema } from './quotations';
import { OtpCodeSchema } from './users';

/**
 * The path's id. Any text is read (not only a UUID) so that every id but the caller's own gets the same
 * 404, malformed or not; the service compares it with the session's user and never queries for it.
 */
export const ProfileParamsSchema = z.object({ id: boundedText(64).trim() });

/**
 * Point 7's PUT body. Name, phone, e-mail and ID number are the contact form's fields with its messages
 * (point 5); profession, KRA PIN and both addresses may be left empty, since an account made at signup has
 * none yet and the profile shows 'Not provided' for them (point 2). `id` is the path's; the body's is ignored.
 */
export const UpdateProfileSchema = ContactSchema.extend({
  profession: textField(80).default(''),
  kra_pin: textField(20).default(''),
  address: textField(160).default(''),
  physicalAddress: textField(160).default(''),
  id: z.unknown().optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

/** Point 3's user as the profile shows it; empty values are null ('Not provided'). */
export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  msisdn: z.string(),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  profession: z.string().nullable(),
  kra_pin: z.string().nullable(),
  address: z.string().nullable(),
  physicalAddress: z.string().nullable(),
  account_type: z.enum(accountTypes),
  /**
   * A new phone the holder named, waiting for the code sent to it; `msisdn` stays the
   * account's phone until it is entered. Null when none waits (and in a copy a device saved before).
   */
  pending_msisdn: z.string().nullable().default(null),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** POST users/:id/phone/verify: the code sent to the waiting phone. */
export const PhoneCodeSchema = z.object({ otp: OtpCodeSchema });
export type PhoneCode = z.infer<typeof PhoneCodeSchema>;

/** POST users/:id/phone/resend: a new code went to the waiting phone. */
export const PhoneCodeResentResponseSchema = z.object({ status: z.literal(true), message: z.string() });

export const ProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: ProfileSchema,
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
