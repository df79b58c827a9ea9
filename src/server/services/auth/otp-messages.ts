// The sign-in messages live in src/domain (the client shows them too); this keeps the services' imports.
export { otpMessages } from '../../../domain/otp-messages';
