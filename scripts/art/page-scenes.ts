// The product pages' pictures, on a light card: the house of /images/house.jpg, the person of
// /images/personal.jpg (both rasterised: the spec names JPEG paths) and the travel picture (SVG).
import { palette } from './palette';
import { backdrop, person, shield, svg } from './parts';
import { cloud, house, medicalHeart, sparkle } from './things';

const width = 640;
const height = 440;
const ground = 360;

const acacia = (x: number, y: number) => `<g transform="translate(${x} ${y})">
  <path d="M-4 0h8l4-90h-4l-4 40-4-40h-4Z" fill="${palette.slate}"/>
  <path d="M-90-96q20-34 90-34t90 34q-30 12-90 12t-90-12Z" fill="${palette.brand}"/>
</g>`;

const fence = Array.from(
  { length: 9 },
  (_, index) =>
    `<rect x="${400 + index * 24}" y="318" width="10" height="44" rx="3" fill="${palette.white}"/>`,
).join('');

const homeInsurance = svg(
  width,
  height,
  'A family home behind a green shield, with an acacia tree in the garden',
  `${backdrop(width, height, ground)}
  <circle cx="540" cy="86" r="36" fill="${palette.accent}"/>
  ${cloud(70, 70, 1.1)}${cloud(400, 120, 0.8)}
  ${shield(320, 200, 300, palette.white, palette.white)}
  ${acacia(108, 356)}
  <rect x="396" y="330" width="222" height="8" fill="${palette.white}"/>${fence}
  ${house(196, 166, 1.1)}
  ${shield(520, 250, 76)}
  ${sparkle(260, 70, 12)}`,
);

const firstAidKit = `<g transform="translate(466 262)"><rect x="24" y="-14" width="42" height="20" rx="6" fill="none" stroke="${palette.slate}" stroke-width="7"/><rect width="90" height="80" rx="10" fill="${palette.white}"/><path d="M37 20h16v12h12v16H53v12H37V48H25V32h12Z" fill="${palette.coral}"/></g>`;

const personalAccident = svg(
  width,
  height,
  'A person with an arm in a sling beside a shield, a heart and a first-aid kit',
  `${backdrop(width, height, ground)}
  ${cloud(60, 60, 1)}${cloud(470, 84, 0.8)}
  ${shield(206, 180, 230, palette.white, palette.white)}
  ${medicalHeart(440, 150, 0.9)}
  ${person(250, 168, 1.25, palette.brand, palette.skin[0])}
  <rect x="279" y="236" width="20" height="12" rx="3" fill="${palette.white}" transform="rotate(-12 289 242)"/>
  <rect x="240" y="166" width="16" height="7" rx="3" fill="${palette.accentSoft}" transform="rotate(-20 248 169)"/>
  ${firstAidKit}
  ${sparkle(120, 250, 12)}${sparkle(560, 220, 9)}`,
);

const suitcase = `<g transform="translate(150 236)"><rect x="34" y="-22" width="52" height="26" rx="8" fill="none" stroke="${palette.slate}" stroke-width="8"/><rect width="120" height="120" rx="14" fill="${palette.accent}"/><rect x="28" y="0" width="10" height="120" fill="${palette.white}" opacity="0.5"/><rect x="82" y="0" width="10" height="120" fill="${palette.white}" opacity="0.5"/><circle cx="24" cy="128" r="8" fill="${palette.ink}"/><circle cx="96" cy="128" r="8" fill="${palette.ink}"/></g>`;
const plane = `<g transform="translate(350 120) rotate(-14)"><path d="M0 20q0-10 12-10h170q22 0 30 10-8 10-30 10H12Q0 30 0 20Z" fill="${palette.white}"/><path d="M80 12 120-36h22l-20 48Z" fill="${palette.brand}"/><path d="M84 28l40 44h22l-22-44Z" fill="${palette.brand}"/><path d="M6 12 0-12h14l20 24Z" fill="${palette.brand}"/>${[40, 56, 72, 120, 136, 152].map((x) => `<circle cx="${x}" cy="18" r="3" fill="${palette.brand}"/>`).join('')}</g>`;
const globe = `<g transform="translate(430 300)"><circle r="56" fill="${palette.brand}"/><path d="M-40-30q20 4 26 20t-10 26 4 30M10-54q-6 18 8 26t30-2M20 20q16-6 24 8" fill="none" stroke="${palette.mintMid}" stroke-width="10" stroke-linecap="round"/></g>`;

const travel = svg(
  width,
  height,
  'A suitcase, a globe and an aeroplane climbing above the clouds',
  `${backdrop(width, height, ground)}
  ${cloud(70, 80, 1.2)}${cloud(240, 180, 0.9)}
  <path d="M120 150q120-90 240-40" fill="none" stroke="${palette.brand}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
  ${plane}${globe}${suitcase}
  ${shield(300, 300, 90)}
  ${sparkle(560, 70, 12)}${sparkle(90, 300, 9)}`,
);

export const pageScenes: Record<string, string> = { '/images/travel.svg': travel };

export const rasterScenes = [
  { path: '/images/house.jpg', drawing: homeInsurance, width, height },
  { path: '/images/personal.jpg', drawing: personalAccident, width, height },
];
