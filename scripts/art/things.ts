// Objects the scenes share: a house, a phone, a heart and small decorations.
import { palette } from './palette';

/** A single-storey house with a pitched roof, about 220 × 190 units at scale 1, anchored top-left. */
export function house(x: number, y: number, scale: number, walls: string = palette.accentSoft) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="150" y="18" width="22" height="48" fill="${palette.slate}"/>
    <rect x="20" y="82" width="180" height="108" fill="${walls}"/>
    <path d="M0 92 110 8l110 84-12 14L110 30 12 106Z" fill="${palette.terracotta}"/>
    <path d="M110 30 20 98v2h180v-2Z" fill="${palette.coral}" opacity="0.35"/>
    <rect x="90" y="118" width="40" height="72" rx="4" fill="${palette.brand}"/>
    <circle cx="122" cy="156" r="3" fill="${palette.accent}"/>
    <rect x="38" y="116" width="36" height="34" rx="3" fill="${palette.glass}"/>
    <path d="M56 116v34M38 133h36" stroke="${walls}" stroke-width="4"/>
    <rect x="146" y="116" width="36" height="34" rx="3" fill="${palette.glass}"/>
    <path d="M164 116v34M146 133h36" stroke="${walls}" stroke-width="4"/>
    <rect x="10" y="188" width="200" height="8" rx="4" fill="${palette.slate}"/>
  </g>`;
}

/** A smartphone, 90 × 170 at scale 1, with a line of text on its screen. */
export function phone(x: number, y: number, scale: number, text: string) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="90" height="170" rx="14" fill="${palette.ink}"/>
    <rect x="7" y="16" width="76" height="138" rx="6" fill="${palette.white}"/>
    <rect x="34" y="6" width="22" height="4" rx="2" fill="${palette.slate}"/>
    <rect x="15" y="30" width="60" height="30" rx="6" fill="${palette.brandSoft}"/>
    <text x="45" y="50" font-family="sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="${palette.brand}">${text}</text>
    ${[0, 1, 2]
      .map((row) =>
        [0, 1, 2]
          .map(
            (column) =>
              `<circle cx="${25 + column * 20}" cy="${80 + row * 20}" r="7" fill="${palette.mint}"/>`,
          )
          .join(''),
      )
      .join('')}
    <rect x="25" y="136" width="40" height="10" rx="5" fill="${palette.brand}"/>
  </g>`;
}

/** A heart with a medical cross, about 120 units wide at scale 1, centred on (x, y). */
export function medicalHeart(x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M0 52C-40 24-62 4-62-22c0-20 15-34 33-34 13 0 23 7 29 18 6-11 16-18 29-18 18 0 33 14 33 34 0 26-22 46-62 74Z" fill="${palette.coral}"/>
    <path d="M-8-24h16v14h14v16H8v14H-8V6h-14v-16h14Z" fill="${palette.white}"/>
  </g>`;
}

export const sparkle = (x: number, y: number, size: number, fill: string = palette.accent) =>
  `<path d="M${x} ${y - size}q${size * 0.15} ${size * 0.85} ${size} ${size}q-${size * 0.85} ${size * 0.15}-${size} ${size}q-${size * 0.15}-${size * 0.85}-${size}-${size}q${size * 0.85}-${size * 0.15} ${size}-${size}Z" fill="${fill}"/>`;

export const cloud = (x: number, y: number, scale: number, fill: string = palette.white) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M10 40h80q14 0 14-14t-16-14q-4-14-20-14-12 0-18 10-6-6-14-6-14 0-16 14Q0 16 0 28q0 12 10 12Z" fill="${fill}"/>`;
