// The home carousel's four pictures, drawn to sit on the hero's deep green: a lighter disc behind each
// subject, white, mint and accent shapes in front. 560 × 420, served as SVG.
import { palette } from './palette';
import { person, shield, svg, wheel } from './parts';
import { cloud, house, medicalHeart, phone, sparkle } from './things';
import { sedanBody } from './vehicles';

const width = 560;
const height = 420;

const disc = `<circle cx="280" cy="214" r="192" fill="${palette.brand}"/>
  <circle cx="280" cy="214" r="192" fill="none" stroke="${palette.mintMid}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="4 10"/>`;
const floor = `<ellipse cx="280" cy="370" rx="230" ry="16" fill="${palette.brandDeep}" opacity="0.55"/>`;

const welcome = svg(
  width,
  height,
  'A family home, a car and a phone under one shield',
  `${disc}${floor}
  ${shield(280, 190, 330, palette.mint, palette.mint)}
  ${house(118, 146, 0.95)}
  <g transform="translate(236 246) scale(0.56)">${sedanBody(palette.accent)}${wheel(130, 236, 28)}${wheel(352, 236, 28)}</g>
  ${phone(420, 140, 0.92, '*519*87#')}
  ${sparkle(96, 96, 14)}${sparkle(470, 70, 10, palette.white)}${sparkle(512, 300, 8)}`,
);

const motor = svg(
  width,
  height,
  'A car on an open road with a green shield above it',
  `${disc}
  <path d="M88 300q90-60 192-60t192 60v40H88Z" fill="${palette.mintMid}" opacity="0.45"/>
  <path d="M244 236h72l150 150H94Z" fill="${palette.slate}"/>
  <path d="M280 246v16M280 282v26M280 330v40" stroke="${palette.accent}" stroke-width="8" stroke-linecap="round"/>
  <circle cx="420" cy="118" r="34" fill="${palette.accent}"/>
  ${cloud(110, 96, 1, palette.white)}${cloud(360, 170, 0.7, palette.mint)}
  <g transform="translate(118 176) scale(0.78)"><ellipse cx="240" cy="264" rx="200" ry="10" fill="${palette.ink}" opacity="0.3"/>${sedanBody(palette.white)}${wheel(130, 236, 28)}${wheel(352, 236, 28)}</g>
  ${shield(170, 120, 92, palette.accent, palette.brandDeep)}
  ${sparkle(244, 70, 10, palette.white)}`,
);

const tv = `<g transform="translate(330 214)"><rect width="84" height="54" rx="5" fill="${palette.ink}"/><rect x="5" y="5" width="74" height="44" rx="3" fill="${palette.mintMid}"/><rect x="36" y="54" width="12" height="12" fill="${palette.slate}"/><rect x="22" y="64" width="40" height="6" rx="3" fill="${palette.slate}"/></g>`;
const sofa = `<g transform="translate(130 244)"><rect x="0" y="12" width="150" height="40" rx="10" fill="${palette.coral}"/><rect x="14" y="0" width="122" height="30" rx="10" fill="${palette.terracotta}"/><rect x="-8" y="16" width="22" height="40" rx="8" fill="${palette.terracotta}"/><rect x="136" y="16" width="22" height="40" rx="8" fill="${palette.terracotta}"/></g>`;
const laptop = `<g transform="translate(424 98)"><rect width="86" height="56" rx="5" fill="${palette.white}"/><rect x="6" y="6" width="74" height="44" rx="2" fill="${palette.brandSoft}"/><path d="M-10 60h106l-8 10H-2Z" fill="${palette.silver}"/></g>`;

const home = svg(
  width,
  height,
  'A house with a sofa, a television and a laptop inside it',
  `${disc}${floor}
  <path d="M280 52 92 190v180h376V190Z" fill="${palette.accentSoft}"/>
  <path d="M280 30 70 186l18 22L280 66l192 142 18-22Z" fill="${palette.terracotta}"/>
  <rect x="112" y="200" width="336" height="170" rx="8" fill="${palette.white}"/>
  <rect x="112" y="300" width="336" height="70" fill="${palette.mint}"/>
  <rect x="150" y="208" width="70" height="40" rx="4" fill="${palette.glass}" stroke="${palette.silver}" stroke-width="3"/>
  ${sofa}${tv}
  <rect x="98" y="366" width="364" height="10" rx="5" fill="${palette.slate}"/>
  ${laptop}${shield(468, 190, 64, palette.accent, palette.brandDeep)}
  ${sparkle(70, 120, 12)}${sparkle(110, 70, 8, palette.white)}`,
);

const health = svg(
  width,
  height,
  'Two parents and a child beside a heart with a medical cross',
  `${disc}${floor}
  ${medicalHeart(392, 150, 1.05)}
  ${person(170, 168, 1.3, palette.accent, palette.skin[0])}
  ${person(276, 178, 1.22, palette.white, palette.skin[1], palette.slate)}
  ${person(222, 262, 0.72, palette.coral, palette.skin[2], palette.brandDeep)}
  ${shield(448, 300, 70, palette.mint, palette.brand)}
  ${sparkle(90, 110, 12)}${sparkle(330, 56, 9, palette.white)}${sparkle(498, 92, 8)}`,
);

export const heroScenes: Record<string, string> = {
  '/images/hero/welcome.svg': welcome,
  '/images/hero/motor.svg': motor,
  '/images/hero/home.svg': home,
  '/images/hero/health.svg': health,
};
