import { agency } from '../../../domain/business';
import { motorMessages as messages } from '../../../domain/pages/motor-messages';
import { type Underwriter, underwriterById } from '../../../domain/underwriters';
import { underwriterSite } from '../../config/underwriter-sites';

export interface MotorProduct {
  name: string;
  text: string;
  /** The spec's picture paths, /1.png … /7.png, in showcase order. */
  image: string;
  alt: string;
  underwriter: Underwriter;
  /** The insurer's own purchase page (point 2), or the agency's online purchase site when none is set. */
  buyLink: string;
}

const motorProduct = (
  number: number,
  name: string,
  underwriterId: string,
  slug: string,
  text: string,
  alt: string,
): MotorProduct => {
  const underwriter = underwriterById(underwriterId);
  const site = underwriterSite(underwriterId);
  return {
    name,
    text,
    image: `/${number}.png`,
    alt,
    underwriter,
    buyLink: site ? `${site}/motor/${slug}` : agency.onlinePurchaseSite,
  };
};

// Point 2: the seven products of the motor showcase, by the spec's names and in its order. Built when
// drawn, so each text is read in the page's language.
export const motorProducts = (): readonly MotorProduct[] => [
  motorProduct(1, 'Motor Private', 'simba', 'private', messages.privateText, messages.privateAlt),
  motorProduct(2, 'Motor Psv', 'baobab', 'psv', messages.psvText, messages.psvAlt),
  motorProduct(3, 'TukTuk Motor Cover', 'pwani', 'tuktuk', messages.tuktukText, messages.tuktukAlt),
  motorProduct(
    4,
    'Prime Movers Cover',
    'mlima',
    'prime-movers',
    messages.primeMoversText,
    messages.primeMoversAlt,
  ),
  motorProduct(
    5,
    'MotorCycle Insurance',
    'pwani',
    'motorcycle',
    messages.motorcycleText,
    messages.motorcycleAlt,
  ),
  motorProduct(
    6,
    'Motor Commercial Insurance',
    'mlima',
    'commercial',
    messages.commercialText,
    messages.commercialAlt,
  ),
  motorProduct(7, 'Motor Taxi Insurance', 'baobab', 'taxi', messages.taxiText, messages.taxiAlt),
];
