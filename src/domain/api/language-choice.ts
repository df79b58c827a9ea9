// The portal's language choice, saved on the account (issue 28) so that the holder's SMS, e-mails and
// documents follow it: PUT /home-insurance/users/{id}/language with { "language": "en" | "sw" }.
import { z } from 'zod';
import { languages } from '../language/languages';
import { defineMessages } from '../language/messages';

export const languageChoiceMessages = defineMessages('languageChoice', {
  unknown: {
    en: "Language must be 'en' (English) or 'sw' (Kiswahili).",
    sw: "Lugha lazima iwe 'en' (Kiingereza) au 'sw' (Kiswahili).",
  },
  saved: { en: 'Language saved.', sw: 'Lugha imehifadhiwa.' },
});

export const LanguageChoiceSchema = z.object({
  language: z.enum(languages, { error: () => languageChoiceMessages.unknown }),
});
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;

export const LanguageChoiceResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: LanguageChoiceSchema,
});
