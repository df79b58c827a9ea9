import { agency } from '../../../domain/business';
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

// Point 2: the seven products of the motor showcase, by the spec's names and in its order.
export const motorProducts: readonly MotorProduct[] = [
  motorProduct(
    1,
    'Motor Private',
    'simba',
    'private',
    'Saloons, SUVs and pick-ups for personal and family use.',
    'A family saloon car',
  ),
  motorProduct(
    2,
    'Motor Psv',
    'baobab',
    'psv',
    'Matatus and buses carrying fare-paying passengers, with passenger liability.',
    'A matatu minibus',
  ),
  motorProduct(
    3,
    'TukTuk Motor Cover',
    'pwani',
    'tuktuk',
    'Three-wheelers for hire or delivery, with passenger and third-party cover.',
    'A three-wheeler tuktuk',
  ),
  motorProduct(
    4,
    'Prime Movers Cover',
    'mlima',
    'prime-movers',
    'Truck tractors and trailers on long-haul routes across East Africa.',
    'A truck tractor pulling a container trailer',
  ),
  motorProduct(
    5,
    'MotorCycle Insurance',
    'pwani',
    'motorcycle',
    'Boda bodas and private motorcycles, with rider and pillion options.',
    'A boda boda motorcycle',
  ),
  motorProduct(
    6,
    'Motor Commercial Insurance',
    'mlima',
    'commercial',
    'Lorries, vans and pick-ups that carry your own goods or others’.',
    'A delivery lorry',
  ),
  motorProduct(
    7,
    'Motor Taxi Insurance',
    'baobab',
    'taxi',
    'Taxis and ride-hailing cars, with passenger liability included.',
    'A taxi with its roof sign',
  ),
];
