// Draws the PWA icons (PNG, as Android's installer wants them) from public/favicon.svg with Debian's
// Chromium. Run once after changing the logo: `npx tsx scripts/draw-app-icons.ts`; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { brandColours } from '../src/client/pwa/web-manifest';
import { launchChromium } from '../tests/helpers/chromium';

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

// Maskable icons are cropped to a circle or squircle by the launcher: the logo must sit inside the
// central 80 % "safe zone", on a full-bleed background.
const icons = [
  { file: 'pwa-192.png', size: 192, padding: 0.06, background: 'transparent' },
  { file: 'pwa-512.png', size: 512, padding: 0.06, background: 'transparent' },
  { file: 'pwa-maskable-512.png', size: 512, padding: 0.2, background: brandColours.background },
  // The home-screen shortcuts' menu (long press on the icon) shows 96 px icons.
  { file: 'pwa-shortcut-96.png', size: 96, padding: 0.08, background: 'transparent' },
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0.12, background: brandColours.background },
];

const context = await launchChromium();
const page = await context.newPage();
for (const icon of icons) {
  const inner = Math.round(icon.size * (1 - 2 * icon.padding));
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background}">
       <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg style="width:100%;height:100%" `)}</div>
     </body>`,
  );
  const shot = await page.screenshot({ omitBackground: icon.background === 'transparent' });
  // A palette of the logo's few colours: the 192 px icon, which Chromium fetches on a first visit to check
  // the site can install, went from 3.5 to 1.2 KB, with no visible change.
  const png = await sharp(shot)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(new URL(`../public/${icon.file}`, import.meta.url), png);
  console.log(`public/${icon.file} ${icon.size}x${icon.size} ${png.length} bytes`);
}
await context.close();
