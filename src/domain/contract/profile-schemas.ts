import { LanguageChoiceResponseSchema, LanguageChoiceSchema } from '../api/language-choice';
import {
  PhoneCodeResentResponseSchema,
  PhoneCodeSchema,
  ProfileParamsSchema,
  ProfileResponseSchema,
  UpdateProfileSchema,
} from '../api/profile';
import type { SchemasOf } from './endpoint-schema';
import type { profileEndpoints } from './profile-endpoints';

export const profileSchemas = {
  readProfile: { params: ProfileParamsSchema, response: { 200: ProfileResponseSchema } },
  updateProfile: {
    params: ProfileParamsSchema,
    body: UpdateProfileSchema,
    response: { 200: ProfileResponseSchema },
  },
  chooseLanguage: {
    params: ProfileParamsSchema,
    body: LanguageChoiceSchema,
    response: { 200: LanguageChoiceResponseSchema },
  },
  verifyNewPhone: {
    params: ProfileParamsSchema,
    body: PhoneCodeSchema,
    response: { 200: ProfileResponseSchema },
  },
  resendNewPhoneCode: { params: ProfileParamsSchema, response: { 200: PhoneCodeResentResponseSchema } },
} satisfies SchemasOf<typeof profileEndpoints>;
