// Shapes every illustration reuses: the insurance shield, wheels, people and backgrounds.
import { palette } from './palette';

export const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>`;

/** A shield with a tick, the mark of cover, centred on (x, y) and `size` tall. */
export function shield(
  x: number,
  y: number,
  size: number,
  fill: string = palette.brand,
  tick: string = palette.white,
) {
  const s = size / 64;
  return `<g transform="translate(${x - 32 * s} ${y - 32 * s}) scale(${s})">
    <path d="M32 3 7 12v18c0 15.5 10.6 27.2 25 31 14.4-3.8 25-15.5 25-31V12Z" fill="${fill}"/>
    <path d="m21 32 8 8 15-16" fill="none" stroke="${tick}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
}

export function wheel(cx: number, cy: number, r: number) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.ink}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${palette.silver}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${palette.steel}"/>`;
}

/** A standing person: head, hair, torso and legs, about 150 units tall from (x, top). */
export function person(
  x: number,
  top: number,
  scale: number,
  shirt: string,
  skin: string,
  trousers: string = palette.brandDeep,
) {
  return `<g transform="translate(${x} ${top}) scale(${scale})">
    <rect x="-17" y="88" width="14" height="62" rx="7" fill="${trousers}"/>
    <rect x="3" y="88" width="14" height="62" rx="7" fill="${trousers}"/>
    <path d="M-26 50q0-18 18-18h16q18 0 18 18v46h-52Z" fill="${shirt}"/>
    <rect x="-36" y="40" width="12" height="52" rx="6" fill="${shirt}" transform="rotate(12 -30 40)"/>
    <rect x="24" y="40" width="12" height="52" rx="6" fill="${shirt}" transform="rotate(-12 30 40)"/>
    <rect x="-6" y="20" width="12" height="16" fill="${skin}"/>
    <circle cx="0" cy="12" r="16" fill="${skin}"/>
    <path d="M-16 10q0-18 16-18t16 18q-8-8-16-8t-16 8Z" fill="${palette.ink}"/>
  </g>`;
}

/** A soft backdrop: a rounded card, a sun-like disc and a ground band. */
export function backdrop(width: number, height: number, ground: number, card: string = palette.brandSoft) {
  return `<rect width="${width}" height="${height}" rx="28" fill="${card}"/>
    <circle cx="${width * 0.5}" cy="${height * 0.48}" r="${height * 0.4}" fill="${palette.mint}"/>
    <path d="M0 ${ground}H${width}V${height - 28}q0 28-28 28H28q-28 0-28-28Z" fill="${palette.mintMid}" opacity="0.55"/>`;
}
