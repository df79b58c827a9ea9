// Daraja's C2B (paybill) shapes: registering where payments to a shortcode are reported, the sandbox's
// simulate request, and the body M-Pesa posts to the validation and confirmation URLs for each payment.
// Field names and codes are Daraja's, as its C2B v1 and v2 documents and recorded bodies show them.
import { z } from 'zod';

/** What M-Pesa does with a payment when our validation URL does not answer in time. */
export const c2bResponseTypes = ['Completed', 'Cancelled'] as const;

/**
 * The C2B API version the URLs are registered under. v2 reports the payer's number masked
 * ("2547 ***** 126"); v1 reports it hashed (SHA-256). Neither is the number, so nothing may match on it.
 */
export const c2bVersions = ['v1', 'v2'] as const;
export type C2bVersion = (typeof c2bVersions)[number];

export const C2bRegisterUrlRequestSchema = z.object({
  ShortCode: z.coerce.string().regex(/^\d{5,7}$/),
  ResponseType: z.enum(c2bResponseTypes),
  ConfirmationURL: z.string().min(1).max(500),
  ValidationURL: z.string().min(1).max(500),
});
export type C2bRegisterUrlRequest = z.infer<typeof C2bRegisterUrlRequestSchema>;

/** Daraja spells it OriginatorCoversationID in these answers; ResponseCode '0' is success. */
export const C2bAcceptedResponseSchema = z.object({
  OriginatorCoversationID: z.string().optional(),
  ConversationID: z.string().optional(),
  ResponseCode: z.coerce.string().optional(),
  ResponseDescription: z.string(),
});
export type C2bAcceptedResponse = z.infer<typeof C2bAcceptedResponseSchema>;

/** The sandbox's stand-in for a customer paying the paybill from the M-Pesa menu. */
export const C2bSimulateRequestSchema = z.object({
  ShortCode: z.coerce.string().regex(/^\d{5,7}$/),
  CommandID: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: z.coerce.number().int().positive(),
  Msisdn: z.coerce.string().regex(/^254[17]\d{8}$/),
  BillRefNumber: z.string().max(20).nullable().optional(),
});
export type C2bSimulateRequest = z.infer<typeof C2bSimulateRequestSchema>;

/**
 * One payment, as M-Pesa posts it to the validation URL (before it completes, when Safaricom has enabled
 * validation for the shortcode) and to the confirmation URL (once it completed). Every value is text:
 * TransAmount is "2551.00", TransTime is YYYYMMDDHHmmss in Nairobi.
 */
export const C2bTransactionSchema = z.object({
  TransactionType: z.string().max(40).default(''),
  TransID: z.string().min(1).max(40),
  TransTime: z.coerce.string().max(20),
  TransAmount: z.coerce.string().max(20),
  BusinessShortCode: z.coerce.string().max(10),
  BillRefNumber: z.string().max(40).nullable().default(''),
  InvoiceNumber: z.coerce.string().max(40).nullable().default(''),
  OrgAccountBalance: z.coerce.string().max(40).nullable().default(''),
  ThirdPartyTransID: z.coerce.string().max(40).nullable().default(''),
  MSISDN: z.coerce.string().max(100).default(''),
  FirstName: z.string().max(100).nullable().default(''),
  MiddleName: z.string().max(100).nullable().default(''),
  LastName: z.string().max(100).nullable().default(''),
});
export type C2bTransaction = z.infer<typeof C2bTransactionSchema>;

/** Our answer to a validation request: '0' takes the payment, a C2B code turns the payer away. */
export const c2bValidationCodes = {
  accepted: '0',
  invalidMsisdn: 'C2B00011',
  invalidAccountNumber: 'C2B00012',
  invalidAmount: 'C2B00013',
  invalidKyc: 'C2B00014',
  invalidShortcode: 'C2B00015',
  otherError: 'C2B00016',
} as const;
export type C2bValidationCode = (typeof c2bValidationCodes)[keyof typeof c2bValidationCodes];

export const C2bValidationAnswerSchema = z.object({
  ResultCode: z.coerce.string(),
  ResultDesc: z.string(),
});
export type C2bValidationAnswer = z.infer<typeof C2bValidationAnswerSchema>;
