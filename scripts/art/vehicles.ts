// The seven motor products of point 2 (/1.png … /7.png), drawn side-on on a shared backdrop, each with
// the shield badge. Numbering follows the showcase order.
import { palette } from './palette';
import { backdrop, shield, svg, wheel } from './parts';

const width = 480;
const height = 320;
const ground = 262;

const shadow = (cx: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${ground + 2}" rx="${rx}" ry="9" fill="${palette.brandDeep}" opacity="0.18"/>`;

const scene = (title: string, vehicle: string) =>
  svg(width, height, title, `${backdrop(width, height, ground)}${vehicle}${shield(420, 58, 60)}`);

export const sedanBody = (fill: string) => `
  <path d="M52 236V204q0-16 16-20l82-10 46-42q8-8 20-8h104q12 0 20 8l40 40 36 8q16 4 16 20v40Z" fill="${fill}"/>
  <path d="M182 176l30-34q4-4 10-4h42v38Z" fill="${palette.glass}"/>
  <path d="M276 138h40q6 0 10 4l32 34h-82Z" fill="${palette.glass}"/>
  <path d="M270 138v98" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="3"/>
  <rect x="226" y="190" width="22" height="5" rx="2.5" fill="${palette.ink}" opacity="0.35"/>
  <rect x="292" y="190" width="22" height="5" rx="2.5" fill="${palette.ink}" opacity="0.35"/>
  <rect x="410" y="194" width="18" height="12" rx="5" fill="${palette.accentSoft}"/>
  <rect x="52" y="196" width="12" height="14" rx="4" fill="${palette.coral}"/>`;

const motorPrivate = scene(
  'Motor Private: a family saloon car',
  `${shadow(240, 200)}${sedanBody(palette.brand)}${wheel(130, 236, 28)}${wheel(352, 236, 28)}`,
);

const motorPsv = scene(
  'Motor PSV: a matatu minibus',
  `${shadow(240, 205)}
  <rect x="80" y="96" width="240" height="10" rx="4" fill="${palette.slate}"/>
  <path d="M44 236V124q0-18 18-18h300q20 0 32 16l36 54q6 10 6 22v38Z" fill="${palette.white}"/>
  <path d="M44 196h392v16H44Z" fill="${palette.accent}"/>
  <path d="M44 212h392v10H44Z" fill="${palette.brand}"/>
  ${[60, 118, 176, 234, 292].map((x) => `<rect x="${x}" y="122" width="48" height="44" rx="6" fill="${palette.glass}"/>`).join('')}
  <path d="M352 122h12q10 0 16 8l30 36h-58Z" fill="${palette.glass}"/>
  <rect x="418" y="186" width="16" height="10" rx="4" fill="${palette.accentSoft}"/>
  <path d="M44 124q0-18 18-18h300q20 0 32 16l36 54q6 10 6 22v38H44Z" fill="none" stroke="${palette.silver}" stroke-width="3"/>
  ${wheel(118, 236, 28)}${wheel(364, 236, 28)}`,
);

const tukTuk = scene(
  'TukTuk Motor Cover: a three-wheeler',
  `${shadow(250, 165)}
  <path d="M116 96q0-16 16-16h170q20 0 30 16l14 20H116Z" fill="${palette.brand}"/>
  <rect x="116" y="110" width="14" height="74" fill="${palette.brand}"/>
  <path d="M326 112 362 186" stroke="${palette.brand}" stroke-width="10" stroke-linecap="round"/>
  <path d="M318 114l36 72h-36Z" fill="${palette.glass}"/>
  <rect x="146" y="122" width="14" height="48" rx="4" fill="${palette.slate}"/>
  <rect x="146" y="158" width="92" height="16" rx="6" fill="${palette.slate}"/>
  <rect x="270" y="150" width="40" height="10" rx="4" fill="${palette.ink}"/>
  <path d="M104 240v-58q0-10 10-10h200q34 0 54 22l40 46Z" fill="${palette.accent}"/>
  <path d="M104 208h290" stroke="${palette.brandStrong}" stroke-opacity="0.45" stroke-width="8"/>
  <rect x="382" y="206" width="14" height="10" rx="4" fill="${palette.accentSoft}"/>
  ${wheel(170, 240, 24)}${wheel(378, 244, 20)}`,
);

const primeMover = scene(
  'Prime Movers Cover: a truck tractor with its trailer',
  `${shadow(236, 214)}
  <rect x="24" y="92" width="238" height="112" rx="6" fill="${palette.terracotta}"/>
  ${[56, 92, 128, 164, 200, 236].map((x) => `<path d="M${x} 102v92" stroke="${palette.white}" stroke-opacity="0.25" stroke-width="4"/>`).join('')}
  <rect x="24" y="204" width="392" height="14" fill="${palette.slate}"/>
  <rect x="268" y="58" width="8" height="120" rx="4" fill="${palette.steel}"/>
  <path d="M284 236V96q0-14 14-14h72q18 0 24 16l26 72q4 10 4 22v44Z" fill="${palette.brandStrong}"/>
  <path d="M300 98h56v52h-56Z" fill="${palette.glass}"/>
  <path d="M372 98h6q8 0 10 6l20 46h-36Z" fill="${palette.glass}"/>
  <rect x="408" y="196" width="14" height="12" rx="4" fill="${palette.accentSoft}"/>
  <rect x="300" y="170" width="50" height="6" rx="3" fill="${palette.accent}"/>
  ${wheel(76, 238, 24)}${wheel(134, 238, 24)}${wheel(318, 238, 24)}${wheel(390, 238, 24)}`,
);

const motorCycle = scene(
  'MotorCycle Insurance: a boda boda motorcycle',
  `${shadow(245, 150)}
  <path d="M132 224 196 170h110l48 54" fill="none" stroke="${palette.slate}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
  <path d="M354 224 318 128" stroke="${palette.slate}" stroke-width="10" stroke-linecap="round"/>
  <path d="M300 122h40" stroke="${palette.ink}" stroke-width="8" stroke-linecap="round"/>
  <rect x="104" y="150" width="60" height="10" rx="4" fill="${palette.slate}"/>
  <path d="M150 148q0-12 12-12h78q10 0 10 10v10h-100Z" fill="${palette.ink}"/>
  <path d="M236 176q6-34 40-34h22q14 0 18 14l6 20Z" fill="${palette.terracotta}"/>
  <rect x="206" y="182" width="64" height="40" rx="8" fill="${palette.steel}"/>
  <path d="M150 214h100" stroke="${palette.silver}" stroke-width="10" stroke-linecap="round"/>
  <circle cx="334" cy="150" r="10" fill="${palette.accent}"/>
  <path d="M118 196q14-22 40-14" fill="none" stroke="${palette.terracotta}" stroke-width="10" stroke-linecap="round"/>
  <circle cx="132" cy="224" r="40" fill="${palette.ink}"/><circle cx="132" cy="224" r="28" fill="${palette.mint}"/><circle cx="132" cy="224" r="9" fill="${palette.slate}"/>
  <circle cx="356" cy="224" r="40" fill="${palette.ink}"/><circle cx="356" cy="224" r="28" fill="${palette.mint}"/><circle cx="356" cy="224" r="9" fill="${palette.slate}"/>`,
);

const motorCommercial = scene(
  'Motor Commercial Insurance: a delivery lorry',
  `${shadow(238, 206)}
  <rect x="40" y="84" width="256" height="130" rx="8" fill="${palette.white}"/>
  <rect x="40" y="84" width="256" height="130" rx="8" fill="none" stroke="${palette.silver}" stroke-width="3"/>
  <rect x="40" y="164" width="256" height="18" fill="${palette.brand}"/>
  <rect x="40" y="182" width="256" height="6" fill="${palette.accent}"/>
  <path d="M304 236V120q0-12 12-12h58q16 0 24 14l24 50q4 8 4 18v46Z" fill="${palette.brand}"/>
  <path d="M320 124h46v44h-46Z" fill="${palette.glass}"/>
  <path d="M378 124h4q6 0 9 6l19 38h-32Z" fill="${palette.glass}"/>
  <rect x="40" y="214" width="384" height="12" fill="${palette.slate}"/>
  <rect x="412" y="192" width="14" height="12" rx="4" fill="${palette.accentSoft}"/>
  ${wheel(100, 238, 26)}${wheel(160, 238, 26)}${wheel(372, 238, 26)}`,
);

const checker = Array.from(
  { length: 12 },
  (_, index) =>
    `<rect x="${150 + index * 14}" y="${index % 2 === 0 ? 204 : 211}" width="14" height="7" fill="${palette.ink}"/>`,
).join('');

const motorTaxi = scene(
  'Motor Taxi Insurance: a taxi with its roof sign',
  `${shadow(240, 200)}
  <rect x="218" y="108" width="64" height="20" rx="6" fill="${palette.accent}"/>
  <text x="250" y="123" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="${palette.ink}">TAXI</text>
  ${sedanBody(palette.white)}
  <path d="M52 236V204q0-16 16-20l82-10 46-42q8-8 20-8h104q12 0 20 8l40 40 36 8q16 4 16 20v40Z" fill="none" stroke="${palette.silver}" stroke-width="3"/>
  <rect x="54" y="200" width="372" height="18" fill="${palette.accent}"/>
  ${checker}
  ${wheel(130, 236, 28)}${wheel(352, 236, 28)}`,
);

/** In showcase order: /1.png … /7.png. */
export const vehicles = [motorPrivate, motorPsv, tukTuk, primeMover, motorCycle, motorCommercial, motorTaxi];
export const vehicleSize = { width, height };
