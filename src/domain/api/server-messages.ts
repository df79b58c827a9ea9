// The words the server writes itself, outside any feature: an unexpected failure, a request it cannot
// read, an API path that does not exist (issue 28: in the request's language).
import { defineMessages } from '../language/messages';

export const serverMessages = defineMessages('server', {
  somethingWentWrong: {
    en: 'Something went wrong on our side. Please try again.',
    sw: 'Kuna hitilafu upande wetu. Tafadhali jaribu tena.',
  },
  invalidRequest: { en: 'Invalid request', sw: 'Ombi si sahihi' },
  invalidValue: { en: 'Invalid value', sw: 'Thamani si sahihi' },
  notFound: { en: 'Not found', sw: 'Haikupatikana' },
});
