// What the API says when it cannot reach its database (a 503): not the spec's words, which have none for
// it. Plain, and true whatever the request was: nothing can be read or saved until the database is back.
import { defineMessages } from './language/messages';

export const databaseMessages = defineMessages('database', {
  unavailable: {
    en: 'We cannot reach our records just now. Please try again in a minute.',
    sw: 'Hatuwezi kufikia kumbukumbu zetu kwa sasa. Tafadhali jaribu tena baada ya dakika moja.',
  },
  /** /api/health's own word for it, for the people and load balancers that read it. */
  healthUnavailable: { en: 'The database is unavailable.', sw: 'Hifadhidata haipatikani.' },
});
