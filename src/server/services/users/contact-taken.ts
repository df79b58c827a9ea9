// The profile's refusal of a phone, e-mail or ID number another account holds: the profile service's check
// and the unique index behind it (a concurrent update that slipped past the check) answer alike, with the
// field marked.
import { apiError } from '../../http/app-errors';

export const phoneTaken = () => apiError('phone_taken@profile', { field: 'msisdn' });

export const emailTaken = () => apiError('email_taken@profile', { field: 'email' });

export const idNumberTaken = () => apiError('id_number_taken@profile', { field: 'id_number' });
