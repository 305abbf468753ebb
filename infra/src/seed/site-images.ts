import sharp from 'sharp';
import { BRAND_COLORS, SITE_PICTURE } from '@lora/contracts';
import { SITE_PICTURES } from './site-pictures.js';
import type { ImageStore } from './media-images.js';

/**
 * The pictures of the dark platform pages (network server, gateway management, device registry),
 * drawn as SVG on the navy of those pages and stored outside the media library, under `site/<name>`.
 */
const B = BRAND_COLORS;
const W = SITE_PICTURE.width;
const H = SITE_PICTURE.height;
const FONT = 'DejaVu Sans, sans-serif';

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="${B.navy}"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${B.teal}"/><stop offset="1" stop-color="${B.cyan}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;

/** Radio waves from a point, opening towards `angle` degrees. */
export const waves = (x: number, y: number, angle: number) =>
  [22, 38, 54]
    .map((r, i) => {
      const a1 = ((angle - 35) * Math.PI) / 180;
      const a2 = ((angle + 35) * Math.PI) / 180;
      return `<path d="M${x + r * Math.cos(a1)} ${y + r * Math.sin(a1)} A${r} ${r} 0 0 1 ${x + r * Math.cos(a2)} ${y + r * Math.sin(a2)}" fill="none" stroke="${B.teal}" stroke-width="5" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`;
    })
    .join('');

export const sensor = (x: number, y: number) =>
  `<rect x="${x - 26}" y="${y - 34}" width="52" height="68" rx="12" fill="${B.white}"/><circle cx="${x}" cy="${y - 8}" r="9" fill="${B.teal}"/><rect x="${x - 14}" y="${y + 12}" width="28" height="6" rx="3" fill="${B.slate}"/>`;

export const gateway = (x: number, y: number) =>
  `<rect x="${x - 8}" y="${y - 120}" width="16" height="120" rx="4" fill="${B.slate}"/><rect x="${x - 48}" y="${y - 20}" width="96" height="70" rx="12" fill="${B.white}"/><circle cx="${x - 22}" cy="${y + 15}" r="7" fill="${B.teal}"/><circle cx="${x}" cy="${y + 15}" r="7" fill="${B.cyan}"/><circle cx="${x + 22}" cy="${y + 15}" r="7" fill="${B.slate}"/>${waves(x, y - 120, -90)}`;

export const label = (x: number, y: number, text: string, color: string = B.mist) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="20" font-weight="700" fill="${color}" text-anchor="middle">${text}</text>`;

export const SITE_IMAGES: Record<string, string> = {
  'network-server': frame(
    [
      ...[140, 400, 660].map(
        (x, i) =>
          `<path d="M${x} 330 L400 140" stroke="${B.cyan}" stroke-width="3" stroke-dasharray="8 8" opacity="0.7"/>${gateway(x, 350)}${label(x, 428, `Gateway ${i + 1}`)}`,
      ),
      ...[90, 250, 550, 710].map((x) => `${sensor(x, 548)}${waves(x, 508, -90)}`),
      `<rect x="270" y="60" width="260" height="96" rx="16" fill="url(#accent)"/>`,
      label(400, 102, 'Network Server', B.navy),
      `<text x="400" y="134" font-family="${FONT}" font-size="17" fill="${B.navy}" text-anchor="middle">ADR · OTAA/ABP · Class A/B/C</text>`,
    ].join(''),
  ),
  'gateway-management': frame(
    [
      `<circle cx="620" cy="120" r="54" fill="${B.teal}" opacity="0.25"/><circle cx="620" cy="120" r="34" fill="${B.teal}" opacity="0.6"/>`,
      `<rect x="388" y="150" width="24" height="400" rx="6" fill="${B.slate}"/>`,
      `<rect x="300" y="300" width="200" height="140" rx="18" fill="${B.white}"/>`,
      `<circle cx="350" cy="350" r="10" fill="${B.teal}"/><circle cx="400" cy="350" r="10" fill="${B.cyan}"/><circle cx="450" cy="350" r="10" fill="${B.teal}"/>`,
      label(400, 410, 'IP67 outdoor', B.navy),
      `<rect x="392" y="60" width="16" height="100" rx="8" fill="${B.mist}"/>`,
      waves(400, 70, -90),
      `<rect x="170" y="250" width="110" height="70" rx="6" fill="${B.cyan}" opacity="0.85" transform="rotate(-20 225 285)"/>`,
      `<rect x="80" y="470" width="200" height="80" rx="12" fill="#0f172a" stroke="${B.teal}" stroke-width="2"/>`,
      `<text x="180" y="505" font-family="${FONT}" font-size="18" fill="${B.teal}" text-anchor="middle">Online · LTE-M</text>`,
      `<text x="180" y="533" font-family="${FONT}" font-size="16" fill="${B.slate}" text-anchor="middle">1,248 sensors</text>`,
    ].join(''),
  ),
  'device-registry': frame(
    [
      ...['Provisioning', 'Activation', 'Operation', 'Retirement'].map((step, i) => {
        const x = 120 + i * 187;
        const live = i === 2;
        return `${sensor(x, 300)}<rect x="${x - 86}" y="380" width="172" height="44" rx="22" fill="${live ? B.teal : '#334155'}"/>${label(x, 409, step, live ? B.navy : B.mist)}`;
      }),
      `<path d="M150 200 H650" stroke="${B.cyan}" stroke-width="4" stroke-linecap="round"/>`,
      ...[120, 307, 494, 681].map((x) => `<circle cx="${x}" cy="200" r="12" fill="${B.cyan}"/>`),
      label(400, 130, 'DevEUI A840 4100 0181 C061', B.slate),
    ].join(''),
  ),
};

/** Every site picture's SVG source by name: the dark platform pages' above, the light heroes' in site-pictures.ts. */
export function sitePictureSources(): Record<string, () => string> {
  return { ...Object.fromEntries(Object.entries(SITE_IMAGES).map(([name, svg]) => [name, () => svg])), ...SITE_PICTURES };
}

/** What one site picture is stored as (SITE_PICTURE): WebP in each width, the 800 one also without its width, and a JPEG. */
function targetsOf(name: string) {
  return [
    ...SITE_PICTURE.widths.map((width) => ({ key: `site/${name}-${width}.webp`, width, format: 'webp' as const })),
    { key: `site/${name}.webp`, width: SITE_PICTURE.width, format: 'webp' as const },
    { key: `site/${name}.jpg`, width: SITE_PICTURE.width, format: 'jpeg' as const },
  ];
}

/**
 * Writes each site picture's files (targetsOf) that are not stored yet. A picture is drawn once, at its
 * largest width, and scaled down for the others.
 */
export async function renderSiteImages(store: ImageStore): Promise<{ written: number; skipped: number }> {
  let written = 0;
  let skipped = 0;
  const largest = Math.max(...SITE_PICTURE.widths);
  for (const [name, draw] of Object.entries(sitePictureSources())) {
    const missing = [];
    for (const target of targetsOf(name)) {
      if (await store.has(target.key)) skipped++;
      else missing.push(target);
    }
    if (!missing.length) continue;
    const raster = await sharp(Buffer.from(draw()), { density: (72 * largest) / W })
      .resize(largest, (largest * H) / W)
      .png({ compressionLevel: 1 })
      .toBuffer();
    for (const target of missing) {
      const sized = sharp(raster).resize(target.width, (target.width * H) / W, { kernel: 'lanczos3' });
      const encoded =
        target.format === 'webp' ? sized.webp({ quality: 80, effort: 5 }) : sized.jpeg({ quality: 82, progressive: true, mozjpeg: true });
      await store.put(target.key, await encoded.toBuffer());
      written++;
    }
  }
  return { written, skipped };
}
