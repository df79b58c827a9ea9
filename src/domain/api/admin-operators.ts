// What the back office's set-up, sign-in with a second factor, operator administration and audit log read
// and send under /api/admin: the wire schemas of src/domain/contract/admin-session-schemas.ts and
// admin-operators-schemas.ts.
import { z } from 'zod';
import { operatorMessages } from '../back-office/operator-messages';
import { operatorRoles } from '../back-office/operator-roles';
import { PASSWORD_MAX, signupPasswordSchema } from '../signup-rules';
import { boundedText } from '../text';

export const OperatorRoleSchema = z.enum(operatorRoles);

const TokenSchema = boundedText(100, operatorMessages.setupLinkInvalid).min(1, {
  error: operatorMessages.setupLinkInvalid,
});
const TotpCodeSchema = z
  .string({ error: operatorMessages.codeRequired })
  .trim()
  .regex(/^\d{6}$/, { error: operatorMessages.codeRequired });

export const AdminSetupRequestSchema = z.object({ token: TokenSchema, password: signupPasswordSchema });
export const AdminSetupResponseSchema = z.object({
  /** For a QR code or a tap on a phone: otpauth://totp/… */
  otpauth_uri: z.string(),
  /** The same secret in base32, to type into an authenticator app. */
  secret: z.string(),
});
export const AdminSetupConfirmRequestSchema = z.object({ token: TokenSchema, code: TotpCodeSchema });
export const AdminSetupConfirmResponseSchema = z.object({ recovery_codes: z.array(z.string()) });

export const OperatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: OperatorRoleSchema,
});
export type OperatorRecord = z.infer<typeof OperatorSchema>;

export const AdminLoginRequestSchema = z.object({
  email: boundedText(254, operatorMessages.emailRequired)
    .trim()
    .min(1, { error: operatorMessages.emailRequired }),
  password: boundedText(PASSWORD_MAX).min(1, { error: operatorMessages.passwordRequired }),
  // A 6-digit TOTP code or a recovery code (letters and digits, dashes allowed).
  code: boundedText(40, operatorMessages.codeRequired)
    .trim()
    .min(1, { error: operatorMessages.codeRequired }),
});
export const AdminLoginResponseSchema = z.object({ token: z.string(), operator: OperatorSchema });
export const AdminMeResponseSchema = z.object({ operator: OperatorSchema });
export const AdminLogoutResponseSchema = z.object({ status: z.literal(true), message: z.string() });

export const OperatorListResponseSchema = z.object({
  operators: z.array(
    OperatorSchema.extend({
      created_at: z.string(),
      activated_at: z.string().nullable(),
      disabled_at: z.string().nullable(),
      /** Masked addresses where too many failed sign-ins lock this operator out now. */
      sign_in_locked_from: z.array(z.string()),
    }),
  ),
});

export const OperatorIdSchema = z.object({ id: z.uuid({ error: operatorMessages.operatorUnknown }) });
export const OperatorDisableResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export const OperatorUnlockResponseSchema = z.object({ status: z.literal(true), message: z.string() });

export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export const AuditEntrySchema = z.object({
  id: z.number(),
  operator_id: z.string().nullable(),
  at: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number(),
  has_more: z.boolean(),
});
