// The one refusal of a phone, e-mail or ID number another account holds: the profile service's check and the unique
// index behind it (a concurrent update that slipped past the check) answer in the same words.
import { profileMessages } from '../../../domain/profile-messages';
import { InvalidRequestError } from '../../http/app-errors';

export const phoneTaken = () =>
  new InvalidRequestError('phone_taken', profileMessages.phoneTaken, [
    { path: 'msisdn', message: profileMessages.phoneTaken },
  ]);

export const emailTaken = () =>
  new InvalidRequestError('email_taken', profileMessages.emailTaken, [
    { path: 'email', message: profileMessages.emailTaken },
  ]);

export const idNumberTaken = () =>
  new InvalidRequestError('id_number_taken', profileMessages.idNumberTaken, [
    { path: 'id_number', message: profileMessages.idNumberTaken },
  ]);
