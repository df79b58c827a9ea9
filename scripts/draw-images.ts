// Draws the site's illustrations (scripts/art) and writes them where the pages load them: SVG where the
// path is ours to choose, PNG/JPEG where the spec names a raster path (/1.png … /7.png,
// /images/house.jpg, /images/personal.jpg, with smaller AVIF copies beside the JPEGs), rasterised by
// Debian's Chromium. Run after changing a
// drawing: `npx tsx scripts/draw-images.ts`; the outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { avifCopyPath, pictureWidths } from '../src/client/ui/picture-sources';
import { launchChromium } from '../tests/helpers/chromium';
import { heroScenes, pageScenes, rasterScenes } from './art/scenes';
import { vehicleSize, vehicles } from './art/vehicles';

// Each image must stay under 60 KB so the precache stays small on mobile data.
const maxBytes = 60 * 1024;
// Rasters are drawn at 1.5× their layout size: sharp on most phones, still small.
const rasterScale = 1.5;

const publicPath = (path: string) => fileURLToPath(new URL(`../public${path}`, import.meta.url));

function write(path: string, bytes: Buffer | string): void {
  const size = Buffer.byteLength(bytes);
  if (size > maxBytes) throw new Error(`${path} is ${size} bytes, over the ${maxBytes} byte limit`);
  mkdirSync(dirname(publicPath(path)), { recursive: true });
  writeFileSync(publicPath(path), bytes);
  console.log(`public${path} ${size} bytes`);
}

for (const [path, drawing] of Object.entries({ ...heroScenes, ...pageScenes })) write(path, drawing);

const rasters = [
  ...vehicles.map((drawing, index) => ({
    path: `/${index + 1}.png`,
    drawing,
    ...vehicleSize,
    type: 'png' as const,
  })),
  ...rasterScenes.map((scene) => ({ ...scene, type: 'jpeg' as const })),
];

const context = await launchChromium();
const page = await context.newPage();
try {
  for (const raster of rasters) {
    const width = Math.round(raster.width * rasterScale);
    const height = Math.round(raster.height * rasterScale);
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<body style="margin:0">${raster.drawing.replace('<svg ', `<svg style="display:block;width:${width}px;height:${height}px" `)}</body>`,
    );
    const shot = await page.screenshot(
      raster.type === 'jpeg' ? { type: 'jpeg', quality: 82 } : { type: 'png', omitBackground: true },
    );
    // A drawing has few colours: as a palette PNG each vehicle is about a quarter of its bytes (/1.png
    // 22.9 -> 6.3 KB), with no visible change. It is /products' largest paint on a phone.
    const image =
      raster.type === 'png'
        ? await sharp(shot)
            .png({ palette: true, quality: 85, effort: 10, compressionLevel: 9, dither: 1 })
            .toBuffer()
        : shot;
    write(raster.path, image);
    if (raster.type === 'jpeg') {
      // The AVIF copies a phone fetches instead (src/client/ui/picture-sources.ts), from a lossless shot.
      const lossless = await page.screenshot({ type: 'png' });
      for (const copyWidth of pictureWidths)
        write(
          avifCopyPath(raster.path, copyWidth),
          await sharp(lossless).resize(copyWidth).avif({ quality: 55, effort: 6 }).toBuffer(),
        );
    }
  }
} finally {
  await context.close();
}
