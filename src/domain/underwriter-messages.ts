// The partner insurers' taglines (underwriters.ts), which the home page's Our Partners shows.
import { defineMessages } from './language/messages';

export const underwriterMessages = defineMessages('underwriters', {
  simbaTagline: {
    en: 'Steady cover for Kenyan homes since 1978.',
    sw: 'Bima imara kwa nyumba za Kenya tangu 1978.',
  },
  baobabTagline: {
    en: 'Deep roots, claims paid in days.',
    sw: 'Mizizi mirefu, madai hulipwa kwa siku chache.',
  },
  mlimaTagline: {
    en: 'Cover that stands as firm as your walls.',
    sw: 'Bima iliyo imara kama kuta za nyumba yako.',
  },
  pwaniTagline: {
    en: 'Owned by our members, from the coast to the lakes.',
    sw: 'Inamilikiwa na wanachama wetu, kutoka pwani hadi maziwa.',
  },
});
