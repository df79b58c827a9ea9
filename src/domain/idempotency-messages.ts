// What the API says when an Idempotency-Key cannot be honoured: for API clients, as the app sends its own
// keys and never reuses one.
import { defineMessages } from './language/messages';

export const idempotencyMessages = defineMessages('idempotency', {
  keyReused: {
    en: 'This Idempotency-Key was used for a different request.',
    sw: 'Idempotency-Key hii ilitumika kwa ombi jingine.',
  },
  keyInProgress: {
    en: 'A request with this Idempotency-Key is still being processed.',
    sw: 'Ombi lenye Idempotency-Key hii bado linashughulikiwa.',
  },
});
