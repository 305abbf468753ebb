import sharp from 'sharp';
import { BRAND_COLORS, escapeXml } from '@lora/contracts';
import type { SeedImage } from './catalogue.js';
import { LIBRARY_UPLOAD_WEBP, type ImageStore } from './media-images.js';

/**
 * Product pictures for the seed catalogue, drawn as SVG and rasterised with sharp; nothing is
 * fetched. Each picture is a product-shot style illustration: a rounded sensor housing with an
 * antenna and a category-specific element (soil rods, radiation shield, ultrasonic/radar head,
 * light dome, threaded pressure port, vented grille) on a soft brand-palette backdrop. The category
 * sets the accent colour; the product's position within its category sets the housing finish and
 * its name picks a sub-variant, so no two pictures are alike. The model code printed on the label
 * plate is decorative only: nothing depends on a font being installed.
 */

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

const BRAND = BRAND_COLORS;

const CATEGORY_ACCENTS: Record<string, string> = {
  'Soil Moisture': BRAND.teal,
  'Temperature & Humidity': '#f97316',
  'Water Level': BRAND.cyan,
  'Light Sensor': '#eab308',
  Pressure: '#6366f1',
  'Air Quality': '#8b5cf6',
};

interface Finish {
  top: string;
  bottom: string;
  stroke: string;
  plate: string;
  plateText: string;
  highlight: number;
  detail: string;
  dark: boolean;
}

/**
 * Housing finish by the product's position within its category: white, graphite, a light tint of
 * the category accent, then warm grey (and round again).
 */
function finishFor(index: number, accent: string): Finish {
  switch (index % 4) {
    case 0:
      return {
        top: '#ffffff',
        bottom: '#e2e8f0',
        stroke: '#cbd5e1',
        plate: BRAND.navy,
        plateText: '#ffffff',
        highlight: 0.7,
        detail: '#94a3b8',
        dark: false,
      };
    case 1:
      return {
        top: '#475569',
        bottom: '#1e293b',
        stroke: '#0f172a',
        plate: '#f8fafc',
        plateText: BRAND.navy,
        highlight: 0.12,
        detail: '#64748b',
        dark: true,
      };
    case 2:
      return {
        top: mix(accent, '#ffffff', 0.82),
        bottom: mix(accent, '#cbd5e1', 0.6),
        stroke: mix(accent, '#94a3b8', 0.55),
        plate: BRAND.navy,
        plateText: '#ffffff',
        highlight: 0.5,
        detail: mix(accent, '#475569', 0.6),
        dark: false,
      };
    default:
      return {
        top: '#f7f3ec',
        bottom: '#dcd3c4',
        stroke: '#c9bda9',
        plate: BRAND.navy,
        plateText: '#ffffff',
        highlight: 0.6,
        detail: '#a39580',
        dark: false,
      };
  }
}

const FONT = 'DejaVu Sans, sans-serif';
const SLUG_RULE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How many pictures are drawn at once (SVG rendering is single-threaded per image). */
const CONCURRENCY = 4;

/**
 * Draws each product's picture (800×600) and puts it in the media library as `<slug>.webp`; answers their addresses,
 * in the order of `images`.
 */
export async function libraryProductPictures(store: ImageStore, images: SeedImage[]): Promise<string[]> {
  for (const image of images) {
    if (!SLUG_RULE.test(image.slug)) throw new Error(`product image slug "${image.slug}" must be lowercase words joined by hyphens`);
  }
  const finishes = finishIndexes(images);
  const urls: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < images.length; index = next++) {
      const [image, finish] = [images[index], finishes[index]];
      urls[index] = await store.library(`${image.slug}.webp`, () => rasterise(productSvg(image, finish)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, images.length) }, worker));
  return urls;
}

/** The picture of the seeded product `slug` as the catalogue shows it (the same finish), for the site's own pictures. */
export function seedProductSvg(images: SeedImage[], slug: string): string {
  const index = images.findIndex((image) => image.slug === slug);
  if (index < 0) throw new Error(`no seeded product "${slug}"`);
  return productSvg(images[index], finishIndexes(images)[index]);
}

/** The SVG source of one product picture (800×600). */
export function productSvg(image: SeedImage, finishIndex = 0): string {
  const accent = CATEGORY_ACCENTS[image.category] ?? BRAND.cyan;
  const finish = finishFor(finishIndex, accent);
  const random = seededRandom(image.slug);
  const ctx: DrawContext = { accent, finish, model: image.model, name: image.name, random };
  const scene = (SCENES[image.category] ?? genericScene)(ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${BRAND.white}"/><stop offset="0.55" stop-color="${BRAND.mist}"/><stop offset="1" stop-color="${mix(BRAND.mist, accent, 0.12)}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.46" r="0.5">
    <stop offset="0" stop-color="${accent}" stop-opacity="0.26"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glow2" cx="0.08" cy="0.04" r="0.6">
    <stop offset="0" stop-color="${BRAND.cyan}" stop-opacity="0.14"/><stop offset="1" stop-color="${BRAND.cyan}" stop-opacity="0"/>
  </radialGradient>
  <pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="${BRAND.slate}" fill-opacity="0.22"/></pattern>
  <linearGradient id="housing" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${finish.top}"/><stop offset="1" stop-color="${finish.bottom}"/></linearGradient>
  <linearGradient id="metalH" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8493a8"/><stop offset="0.35" stop-color="#f1f5f9"/><stop offset="0.6" stop-color="#cbd5e1"/><stop offset="1" stop-color="#6b7a90"/>
  </linearGradient>
  <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#8493a8"/><stop offset="0.3" stop-color="#f1f5f9"/><stop offset="0.62" stop-color="#cbd5e1"/><stop offset="1" stop-color="#64748b"/>
  </linearGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f172a"/><stop offset="0.45" stop-color="#475569"/><stop offset="1" stop-color="${BRAND.navy}"/></linearGradient>
  <linearGradient id="accentV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(accent, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${mix(accent, BRAND.navy, 0.25)}"/></linearGradient>
  <filter id="soft" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="9"/></filter>
  <filter id="ledGlow" x="-200%" y="-200%" width="500%" height="500%"><feGaussianBlur stdDeviation="3"/></filter>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
<rect width="800" height="600" fill="url(#dots)"/>
<rect width="800" height="600" fill="url(#glow2)"/>
<rect width="800" height="600" fill="url(#glow)"/>
${scene}
<rect x="0" y="592" width="800" height="8" fill="${accent}" fill-opacity="0.85"/>
</svg>`;
}

// ── Building blocks ──────────────────────────────────────────────────────────

interface DrawContext {
  accent: string;
  finish: Finish;
  model: string;
  name: string;
  random: () => number;
}

interface HousingOptions {
  /** Draw the label plate (model code and status LED). */
  plate?: boolean;
  /** Height of the label plate. */
  plateHeight?: number;
}

/** The rounded enclosure: body, edge highlight, accent band, label plate with LED and model, corner screws. */
function housing(ctx: DrawContext, x: number, y: number, w: number, h: number, opts: HousingOptions = {}): string {
  const { finish, accent } = ctx;
  const plateHeight = opts.plateHeight ?? 50;
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="url(#housing)" stroke="${finish.stroke}" stroke-width="2"/>`,
    `<rect x="${x + 9}" y="${y + 18}" width="9" height="${h - 36}" rx="4.5" fill="#ffffff" fill-opacity="${finish.highlight}"/>`,
    `<rect x="${x + 1}" y="${y + h - 40}" width="${w - 2}" height="9" fill="${accent}"/>`,
    `<rect x="${x + 1}" y="${y + h - 31}" width="${w - 2}" height="2" fill="#000000" fill-opacity="0.12"/>`,
  ];
  for (const [sx, sy] of [
    [x + 16, y + 16],
    [x + w - 16, y + 16],
    [x + 16, y + h - 16],
    [x + w - 16, y + h - 16],
  ]) {
    parts.push(
      `<circle cx="${sx}" cy="${sy}" r="5" fill="${finish.bottom}" stroke="${finish.detail}" stroke-width="1.5"/>`,
      `<line x1="${sx - 3}" y1="${sy}" x2="${sx + 3}" y2="${sy}" stroke="${finish.detail}" stroke-width="1.5"/>`,
    );
  }
  if (opts.plate !== false) parts.push(labelPlate(ctx, x + 28, y + 28, w - 56, plateHeight));
  return parts.join('\n');
}

function labelPlate(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const { finish, accent, model } = ctx;
  const ledX = x + 20;
  const ledY = y + h / 2;
  const textSpace = w - 44;
  const fontSize = Math.min(18, Math.floor(textSpace / (Math.max(model.length, 4) * 0.7)));
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${finish.plate}"/>`,
    `<rect x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h / 2 - 4}" rx="7" fill="#ffffff" fill-opacity="0.06"/>`,
    `<circle cx="${ledX}" cy="${ledY}" r="9" fill="${accent}" fill-opacity="0.55" filter="url(#ledGlow)"/>`,
    `<circle cx="${ledX}" cy="${ledY}" r="5" fill="${accent}"/>`,
    `<circle cx="${ledX - 1.5}" cy="${ledY - 1.5}" r="1.6" fill="#ffffff" fill-opacity="0.8"/>`,
    `<text x="${x + 36}" y="${ledY + fontSize * 0.36}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" letter-spacing="1" fill="${finish.plateText}">${escapeXml(model)}</text>`,
  ].join('\n');
}

/** A whip antenna standing on (x, baseY), `height` tall, with LoRa-style signal arcs at its tip. */
function antenna(ctx: DrawContext, x: number, baseY: number, height: number, arcs = true): string {
  const top = baseY - height;
  const parts = [
    `<rect x="${x - 17}" y="${baseY - 14}" width="34" height="16" rx="3" fill="url(#metalH)" stroke="#64748b" stroke-width="1"/>`,
    `<rect x="${x - 11}" y="${top}" width="22" height="${height - 12}" rx="11" fill="url(#dark)"/>`,
    `<rect x="${x - 11}" y="${baseY - 40}" width="22" height="6" fill="${ctx.accent}"/>`,
    `<rect x="${x - 6}" y="${top + 10}" width="4" height="${height - 60}" rx="2" fill="#ffffff" fill-opacity="0.18"/>`,
  ];
  if (arcs) parts.push(signalArcs(ctx, x, top + 8));
  return parts.join('\n');
}

function signalArcs(ctx: DrawContext, cx: number, cy: number): string {
  return [22, 38, 54]
    .map((r, i) => {
      const a0 = (-70 * Math.PI) / 180;
      const a1 = (10 * Math.PI) / 180;
      const x0 = cx + 14 + r * Math.cos(a0);
      const y0 = cy + r * Math.sin(a0);
      const x1 = cx + 14 + r * Math.cos(a1);
      const y1 = cy + r * Math.sin(a1);
      return `<path d="M ${f(x0)} ${f(y0)} A ${r} ${r} 0 0 1 ${f(x1)} ${f(y1)}" fill="none" stroke="${i === 1 ? BRAND.cyan : ctx.accent}" stroke-width="5" stroke-linecap="round" stroke-opacity="${0.75 - i * 0.2}"/>`;
    })
    .join('\n');
}

function floorShadow(cx: number, cy: number, rx: number, ry = 16, opacity = 0.2): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${BRAND.navy}" fill-opacity="${opacity}" filter="url(#soft)"/>`;
}

/** A row of vent slots (used by several scenes). */
function slots(x: number, y: number, w: number, rows: number, gap: number, dark: string): string {
  const out: string[] = [];
  for (let i = 0; i < rows; i++) {
    const sy = y + i * gap;
    out.push(
      `<rect x="${x}" y="${sy}" width="${w}" height="9" rx="4.5" fill="${dark}" fill-opacity="0.85"/>`,
      `<rect x="${x + 4}" y="${sy + 7}" width="${w - 8}" height="2" rx="1" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  }
  return out.join('\n');
}

// ── Category scenes ──────────────────────────────────────────────────────────

type Scene = (ctx: DrawContext) => string;

const SCENES: Record<string, Scene> = {
  'Soil Moisture': soilScene,
  'Temperature & Humidity': climateScene,
  'Water Level': waterScene,
  'Light Sensor': lightScene,
  Pressure: pressureScene,
  'Air Quality': airScene,
};

function soilScene(ctx: DrawContext): string {
  const { accent, random } = ctx;
  const groundY = 420;
  const profile = /profile/i.test(ctx.name);
  const rods = /compact/i.test(ctx.name) ? 2 : 3;
  const parts: string[] = [];
  // Soil cross-section with a wavy surface, horizons, pebbles and moisture droplets.
  let surface = `M 0 ${groundY + 6}`;
  for (let x = 0; x <= 800; x += 50) surface += ` Q ${x + 25} ${groundY - 6 + random() * 8} ${x + 50} ${groundY + 2 + random() * 6}`;
  parts.push(
    `<defs><linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a6a4b"/><stop offset="0.5" stop-color="#6f533a"/><stop offset="1" stop-color="#4a3726"/></linearGradient></defs>`,
    `<path d="${surface} L 800 600 L 0 600 Z" fill="url(#soil)"/>`,
    `<path d="M 0 ${groundY + 70} C 200 ${groundY + 55} 420 ${groundY + 90} 800 ${groundY + 66} L 800 ${groundY + 74} C 420 ${groundY + 98} 200 ${groundY + 63} 0 ${groundY + 78} Z" fill="#000000" fill-opacity="0.08"/>`,
    `<path d="M 0 ${groundY + 128} C 260 ${groundY + 118} 520 ${groundY + 142} 800 ${groundY + 124} L 800 ${groundY + 132} C 520 ${groundY + 150} 260 ${groundY + 126} 0 ${groundY + 136} Z" fill="#000000" fill-opacity="0.08"/>`,
  );
  for (let i = 0; i < 26; i++) {
    const px = random() * 800;
    const py = groundY + 22 + random() * 150;
    if (Math.abs(px - 400) < 70) continue;
    parts.push(
      `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(3 + random() * 7)}" ry="${f(2 + random() * 4)}" fill="#c8b299" fill-opacity="${f(0.25 + random() * 0.3)}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const px = 60 + random() * 680;
    const py = groundY + 40 + random() * 120;
    if (Math.abs(px - 400) < 80) continue;
    parts.push(droplet(px, py, 6 + random() * 4));
  }
  // Grass along the surface.
  for (let x = 10; x < 800; x += 22 + random() * 18) {
    if (Math.abs(x - 400) < 60) continue;
    const h = 12 + random() * 16;
    const y = groundY + 2;
    parts.push(
      `<path d="M ${f(x)} ${y} q -4 ${f(-h / 2)} -8 ${f(-h)} M ${f(x)} ${y} q 1 ${f(-h / 2)} 2 ${f(-h - 4)} M ${f(x)} ${y} q 5 ${f(-h / 2)} 9 ${f(-h + 3)}" fill="none" stroke="${mix(accent, '#15803d', 0.45)}" stroke-width="2.5" stroke-linecap="round"/>`,
    );
  }
  // Probe below ground.
  if (profile) {
    parts.push(`<rect x="382" y="${groundY - 20}" width="36" height="170" rx="18" fill="url(#metalH)" stroke="#64748b" stroke-width="1.5"/>`);
    for (const ry of [groundY + 22, groundY + 62, groundY + 102, groundY + 136]) {
      parts.push(
        `<rect x="380" y="${ry}" width="40" height="12" rx="4" fill="${accent}" stroke="${mix(accent, BRAND.navy, 0.4)}" stroke-width="1"/>`,
      );
    }
  } else {
    const spacing = rods === 3 ? 34 : 40;
    const first = 400 - (spacing * (rods - 1)) / 2;
    for (let i = 0; i < rods; i++) {
      const cx = first + i * spacing;
      parts.push(
        `<path d="M ${cx - 6} ${groundY - 10} L ${cx - 6} ${groundY + 140} L ${cx} ${groundY + 162} L ${cx + 6} ${groundY + 140} L ${cx + 6} ${groundY - 10} Z" fill="url(#metalH)" stroke="#52627a" stroke-width="1.2"/>`,
      );
    }
    parts.push(
      `<rect x="${400 - (spacing * (rods - 1)) / 2 - 26}" y="${groundY - 26}" width="${spacing * (rods - 1) + 52}" height="26" rx="8" fill="url(#dark)"/>`,
    );
  }
  // Neck, housing and antenna above ground.
  parts.push(
    floorShadow(400, groundY - 2, 130, 10, 0.28),
    `<rect x="372" y="365" width="56" height="${groundY - 365 - 16}" rx="6" fill="url(#dark)"/>`,
    `<rect x="372" y="${groundY - 40}" width="56" height="6" fill="${accent}" fill-opacity="0.9"/>`,
    housing(ctx, 300, 180, 200, 190),
    antenna(ctx, 462, 180, 100),
    // Cable gland
    `<rect x="330" y="370" width="26" height="14" rx="3" fill="url(#metalH)"/>`,
  );
  return parts.join('\n');
}

function climateScene(ctx: DrawContext): string {
  if (/indoor/i.test(ctx.name)) return indoorClimateScene(ctx);
  if (/probe|logger|pt1000/i.test(ctx.name)) return probeClimateScene(ctx);
  const { accent } = ctx;
  const parts: string[] = [floorShadow(460, 560, 230, 14)];
  // Mounting pole.
  parts.push(`<rect x="452" y="40" width="30" height="520" rx="6" fill="url(#metalH)" stroke="#64748b" stroke-width="1"/>`);
  parts.push(`<rect x="448" y="40" width="38" height="12" rx="4" fill="#64748b"/>`);
  // Electronics housing clamped to the pole.
  for (const cy of [300, 430]) {
    parts.push(`<rect x="410" y="${cy - 9}" width="80" height="18" rx="5" fill="url(#metalV)" stroke="#64748b" stroke-width="1"/>`);
  }
  parts.push(housing(ctx, 230, 250, 190, 230), antenna(ctx, 262, 250, 120));
  // Radiation shield on an arm.
  const cx = 620;
  const top = 150;
  const plates = 7;
  const gap = 24;
  parts.push(`<rect x="482" y="${top + 60}" width="${cx - 482}" height="16" rx="4" fill="url(#metalV)" stroke="#64748b" stroke-width="1"/>`);
  parts.push(
    `<defs><linearGradient id="shield" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dde4ec"/></linearGradient></defs>`,
    `<rect x="${cx - 46}" y="${top + 4}" width="92" height="${plates * gap}" fill="#475569"/>`,
  );
  for (let i = plates - 1; i >= 0; i--) {
    const y = top + i * gap;
    const topW = i === 0 ? 70 : 62;
    parts.push(
      `<path d="M ${cx - topW} ${y} Q ${cx} ${y - (i === 0 ? 26 : 10)} ${cx + topW} ${y} L ${cx + 92} ${y + 14} L ${cx + 92} ${y + 18} L ${cx - 92} ${y + 18} L ${cx - 92} ${y + 14} Z" fill="url(#shield)" stroke="#cbd5e1" stroke-width="1.5"/>`,
      `<path d="M ${cx - 92} ${y + 18} L ${cx + 92} ${y + 18}" stroke="#000000" stroke-opacity="0.15" stroke-width="2"/>`,
    );
  }
  const bottom = top + plates * gap + 18;
  parts.push(
    `<rect x="${cx - 18}" y="${bottom - 4}" width="36" height="34" rx="6" fill="url(#metalH)"/>`,
    `<rect x="${cx - 15}" y="${bottom + 30}" width="30" height="24" rx="12" fill="#e2e8f0" stroke="${accent}" stroke-width="4"/>`,
    `<path d="M ${cx} ${bottom + 54} C ${cx} ${bottom + 140} 420 ${bottom + 120} 340 480" fill="none" stroke="${BRAND.navy}" stroke-width="7" stroke-linecap="round"/>`,
  );
  // Sun, to place it outdoors.
  parts.push(sun(ctx, 120, 110, 34));
  return parts.join('\n');
}

function indoorClimateScene(ctx: DrawContext): string {
  const { accent, finish } = ctx;
  const x = 250;
  const y = 120;
  const w = 300;
  const h = 330;
  const parts = [
    // Wall plate behind the unit.
    `<rect x="${x - 26}" y="${y - 22}" width="${w + 52}" height="${h + 44}" rx="30" fill="#e2e8f0" stroke="#cbd5e1" stroke-width="2"/>`,
    floorShadow(400, 500, 180, 12, 0.16),
    housing(ctx, x, y, w, h, { plateHeight: 44 }),
    // E-paper window with abstract reading bars.
    `<rect x="${x + 40}" y="${y + 96}" width="${w - 80}" height="130" rx="12" fill="#dfe5dc" stroke="${finish.detail}" stroke-width="2"/>`,
  ];
  const bars = [0.85, 0.55, 0.7];
  bars.forEach((len, i) => {
    parts.push(
      `<rect x="${x + 62}" y="${y + 116 + i * 36}" width="${f((w - 124) * len)}" height="${i === 0 ? 24 : 14}" rx="5" fill="#2f3b33" fill-opacity="${i === 0 ? 0.85 : 0.55}"/>`,
    );
  });
  parts.push(
    `<circle cx="${x + w - 70}" cy="${y + 170}" r="16" fill="none" stroke="${accent}" stroke-width="5"/>`,
    `<path d="M ${x + w - 70} ${y + 158} L ${x + w - 70} ${y + 170} L ${x + w - 62} ${y + 176}" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`,
    slots(x + 60, y + 246, w - 120, 2, 20, finish.detail),
    `<rect x="${x + w - 48}" y="${y - 46}" width="20" height="52" rx="10" fill="url(#dark)"/>`,
    signalArcs(ctx, x + w - 38, y - 40),
  );
  return parts.join('\n');
}

function probeClimateScene(ctx: DrawContext): string {
  const { accent } = ctx;
  const parts = [
    floorShadow(360, 530, 260, 14),
    housing(ctx, 170, 190, 210, 250),
    antenna(ctx, 208, 190, 96),
    `<rect x="352" y="400" width="34" height="22" rx="4" fill="url(#metalV)"/>`,
    // Cable: round, then a flat section (door seal), then to the probe.
    `<path d="M 386 411 C 470 411 470 470 540 470" fill="none" stroke="${BRAND.navy}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M 540 470 L 600 470" stroke="${BRAND.navy}" stroke-width="3"/>`,
    `<rect x="540" y="462" width="60" height="16" rx="3" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="5 4"/>`,
    `<path d="M 600 470 C 660 470 640 380 660 330" fill="none" stroke="${BRAND.navy}" stroke-width="8" stroke-linecap="round"/>`,
    // Probe: grip + stainless sheath pointing up.
    `<rect x="646" y="262" width="28" height="72" rx="8" fill="${accent}" stroke="${mix(accent, BRAND.navy, 0.4)}" stroke-width="1.5"/>`,
    `<rect x="652" y="100" width="16" height="166" rx="8" fill="url(#metalH)" stroke="#52627a" stroke-width="1"/>`,
    `<circle cx="660" cy="108" r="3" fill="#ffffff" fill-opacity="0.8"/>`,
    snowflake(560, 150, 40, mix(BRAND.cyan, BRAND.navy, 0.1)),
  ];
  return parts.join('\n');
}

function waterScene(ctx: DrawContext): string {
  const { accent, random } = ctx;
  const radar = /radar/i.test(ctx.name);
  const waterY = 508;
  const parts: string[] = [];
  // Wall bracket.
  parts.push(
    `<rect x="40" y="120" width="26" height="150" rx="6" fill="url(#metalH)" stroke="#64748b" stroke-width="1"/>`,
    `<rect x="60" y="176" width="250" height="22" rx="5" fill="url(#metalV)" stroke="#64748b" stroke-width="1"/>`,
  );
  // Water with a wavy surface and ripples.
  let surface = `M 0 ${waterY}`;
  for (let x = 0; x < 800; x += 80) surface += ` Q ${x + 20} ${waterY - 8} ${x + 40} ${waterY} T ${x + 80} ${waterY}`;
  parts.push(
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(accent, '#ffffff', 0.15)}" stop-opacity="0.85"/><stop offset="1" stop-color="${mix(accent, BRAND.navy, 0.45)}"/></linearGradient></defs>`,
    `<path d="${surface} L 800 600 L 0 600 Z" fill="url(#water)"/>`,
    `<path d="${surface}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>`,
    `<ellipse cx="400" cy="${waterY + 14}" rx="120" ry="10" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
    `<ellipse cx="400" cy="${waterY + 14}" rx="60" ry="5" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
  );
  for (let i = 0; i < 6; i++) {
    const x = 40 + random() * 700;
    const y = waterY + 30 + random() * 50;
    parts.push(`<path d="M ${f(x)} ${f(y)} q 15 -6 30 0" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`);
  }
  // Housing, neck and sensing head.
  parts.push(housing(ctx, 300, 130, 200, 170), antenna(ctx, 462, 130, 64));
  parts.push(`<rect x="368" y="300" width="64" height="34" fill="url(#metalH)"/>`);
  for (let y = 304; y < 332; y += 6) parts.push(`<line x1="368" y1="${y}" x2="432" y2="${y + 3}" stroke="#52627a" stroke-width="1.2"/>`);
  if (radar) {
    parts.push(
      `<path d="M 372 332 L 428 332 L 462 402 L 338 402 Z" fill="url(#dark)"/>`,
      `<ellipse cx="400" cy="402" rx="62" ry="13" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>`,
      `<ellipse cx="400" cy="402" rx="34" ry="6" fill="${accent}" fill-opacity="0.35"/>`,
    );
  } else {
    parts.push(
      `<rect x="340" y="332" width="120" height="62" rx="10" fill="url(#dark)"/>`,
      `<ellipse cx="400" cy="394" rx="60" ry="12" fill="#334155"/>`,
      `<ellipse cx="400" cy="394" rx="44" ry="8" fill="none" stroke="${accent}" stroke-width="2.5"/>`,
      `<ellipse cx="400" cy="394" rx="24" ry="4.5" fill="none" stroke="${accent}" stroke-width="2"/>`,
    );
  }
  // Pulses travelling to the surface.
  const spread = radar ? 0.35 : 0.8;
  [428, 452, 476].forEach((y, i) => {
    const halfWidth = 46 + (y - 410) * spread;
    parts.push(
      `<path d="M ${f(400 - halfWidth)} ${y} Q 400 ${y + 16} ${f(400 + halfWidth)} ${y}" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" stroke-opacity="${0.9 - i * 0.25}"/>`,
    );
  });
  // Dimension line from sensor face to the surface.
  parts.push(
    `<line x1="560" y1="402" x2="560" y2="${waterY - 6}" stroke="${BRAND.navy}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="6 5"/>`,
    `<path d="M 552 412 L 560 400 L 568 412 M 552 ${waterY - 16} L 560 ${waterY - 4} L 568 ${waterY - 16}" fill="none" stroke="${BRAND.navy}" stroke-opacity="0.55" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<line x1="540" y1="402" x2="580" y2="402" stroke="${BRAND.navy}" stroke-opacity="0.45" stroke-width="2"/>`,
  );
  return parts.join('\n');
}

function lightScene(ctx: DrawContext): string {
  const { accent, finish } = ctx;
  const quantum = /par|quantum/i.test(ctx.name);
  const x = 280;
  const y = 290;
  const w = 240;
  const h = 190;
  const parts: string[] = [floorShadow(400, 540, 220, 14), sun(ctx, 650, 110, 40)];
  // Rays towards the dome.
  for (const [x1, y1, x2, y2] of [
    [600, 150, 470, 230],
    [620, 170, 500, 260],
    [580, 138, 440, 205],
  ]) {
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${accent}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"/>`,
    );
  }
  // Levelling plate with three feet.
  parts.push(
    `<rect x="${x - 40}" y="${y + h}" width="${w + 80}" height="22" rx="8" fill="url(#metalV)" stroke="#64748b" stroke-width="1"/>`,
    ...[x - 20, x + w / 2, x + w + 20].map((fx) => `<rect x="${fx - 8}" y="${y + h + 22}" width="16" height="26" rx="3" fill="url(#metalH)"/>`),
  );
  parts.push(housing(ctx, x, y, w, h), antenna(ctx, x + w - 30, y, 100, false));
  // Sensor head: metal collar plus dome or flat cosine diffuser.
  parts.push(
    `<defs><radialGradient id="glass" cx="0.38" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.7" stop-color="${mix(accent, '#ffffff', 0.8)}" stop-opacity="0.55"/><stop offset="1" stop-color="${mix(accent, BRAND.slate, 0.5)}" stop-opacity="0.6"/></radialGradient></defs>`,
    `<rect x="320" y="${y - 20}" width="160" height="24" rx="6" fill="url(#metalV)" stroke="#64748b" stroke-width="1"/>`,
  );
  if (quantum) {
    parts.push(
      `<rect x="336" y="${y - 44}" width="128" height="26" rx="6" fill="url(#dark)"/>`,
      `<ellipse cx="400" cy="${y - 44}" rx="64" ry="12" fill="#0f172a"/>`,
      `<ellipse cx="400" cy="${y - 50}" rx="44" ry="9" fill="url(#glass)" stroke="#e2e8f0" stroke-width="2"/>`,
      `<circle cx="${x + 40}" cy="${y + h - 70}" r="13" fill="#dcfce7" stroke="${finish.detail}" stroke-width="2"/>`,
      `<circle cx="${x + 43}" cy="${y + h - 73}" r="4" fill="#ffffff"/>`,
    );
  } else {
    parts.push(
      `<path d="M 328 ${y - 18} A 72 72 0 0 1 472 ${y - 18} Z" fill="url(#glass)" stroke="#cbd5e1" stroke-width="2"/>`,
      `<ellipse cx="400" cy="${y - 30}" rx="30" ry="8" fill="#f8fafc" stroke="#cbd5e1" stroke-width="1.5"/>`,
      `<rect x="392" y="${y - 40}" width="16" height="10" rx="2" fill="${BRAND.navy}"/>`,
      `<path d="M 352 ${y - 50} A 52 52 0 0 1 392 ${y - 84}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-opacity="0.9"/>`,
    );
  }
  return parts.join('\n');
}

function pressureScene(ctx: DrawContext): string {
  if (/differential/i.test(ctx.name)) return differentialScene(ctx);
  const { accent } = ctx;
  const pipeTop = 452;
  const parts: string[] = [floorShadow(400, 572, 360, 12)];
  // Pipe with flanges and a flow arrow.
  parts.push(`<rect x="0" y="${pipeTop}" width="800" height="84" fill="url(#metalV)"/>`);
  for (const fx of [110, 666]) {
    parts.push(`<rect x="${fx}" y="${pipeTop - 20}" width="24" height="124" rx="4" fill="url(#metalH)" stroke="#64748b" stroke-width="1"/>`);
    for (const by of [pipeTop - 8, pipeTop + 92]) parts.push(`<circle cx="${fx + 12}" cy="${by}" r="5" fill="#475569"/>`);
  }
  parts.push(
    `<path d="M 520 ${pipeTop + 42} L 610 ${pipeTop + 42} M 594 ${pipeTop + 28} L 612 ${pipeTop + 42} L 594 ${pipeTop + 56}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  parts.push(
    `<path d="M 190 ${pipeTop + 42} L 280 ${pipeTop + 42}" stroke="${accent}" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/>`,
  );
  // Boss, threaded stem and hex nut.
  parts.push(`<rect x="362" y="${pipeTop - 26}" width="76" height="30" rx="4" fill="url(#metalH)" stroke="#64748b" stroke-width="1"/>`);
  parts.push(`<rect x="380" y="${pipeTop - 70}" width="40" height="46" fill="url(#metalH)"/>`);
  for (let y = pipeTop - 68; y < pipeTop - 26; y += 6)
    parts.push(`<line x1="380" y1="${y + 4}" x2="420" y2="${y}" stroke="#475569" stroke-width="1.6"/>`);
  parts.push(
    `<path d="M 350 ${pipeTop - 104} L 450 ${pipeTop - 104} L 456 ${pipeTop - 87} L 450 ${pipeTop - 70} L 350 ${pipeTop - 70} L 344 ${pipeTop - 87} Z" fill="url(#metalH)" stroke="#52627a" stroke-width="1.5"/>`,
    `<line x1="378" y1="${pipeTop - 104}" x2="378" y2="${pipeTop - 70}" stroke="#52627a" stroke-width="1.2"/>`,
    `<line x1="422" y1="${pipeTop - 104}" x2="422" y2="${pipeTop - 70}" stroke="#52627a" stroke-width="1.2"/>`,
  );
  parts.push(housing(ctx, 300, 150, 200, 202), antenna(ctx, 462, 150, 80));
  parts.push(gaugeGlyph(ctx, 400, 282));
  return parts.join('\n');
}

function differentialScene(ctx: DrawContext): string {
  const { accent } = ctx;
  const parts = [
    // Duct section in the background.
    `<defs><linearGradient id="duct" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="0.5" stop-color="#e2e8f0"/><stop offset="1" stop-color="#c3cedb"/></linearGradient></defs>`,
    `<rect x="-4" y="40" width="808" height="100" fill="url(#duct)" stroke="#b6c2d1" stroke-width="2"/>`,
    ...[140, 300, 600, 740].map((sx) => `<rect x="${sx}" y="40" width="8" height="100" fill="#cbd5e1" stroke="#b6c2d1" stroke-width="1"/>`),
    `<rect x="418" y="40" width="26" height="100" fill="#cbd5e1"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<line x1="${423 + i * 4}" y1="44" x2="${423 + i * 4}" y2="136" stroke="#94a3b8" stroke-width="1.5"/>`),
    `<path d="M 80 90 L 180 90 M 164 76 L 182 90 L 164 104" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
    floorShadow(400, 540, 200, 12),
    housing(ctx, 290, 230, 220, 240),
    antenna(ctx, 476, 230, 76, false),
    // Barbed ports and tubing up to the duct, either side of the filter.
    `<rect x="352" y="470" width="20" height="30" rx="3" fill="url(#metalH)"/>`,
    `<rect x="428" y="470" width="20" height="30" rx="3" fill="url(#metalH)"/>`,
    `<path d="M 362 500 C 362 560 220 560 220 400 L 220 140" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.85"/>`,
    `<path d="M 438 500 C 438 560 640 560 640 400 L 640 140" fill="none" stroke="${mix(accent, BRAND.navy, 0.35)}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.85"/>`,
    ...[220, 640].map((tx) => `<rect x="${tx - 12}" y="132" width="24" height="16" rx="3" fill="url(#metalH)" stroke="#64748b" stroke-width="1"/>`),
    gaugeGlyph(ctx, 400, 400),
  ];
  return parts.join('\n');
}

function airScene(ctx: DrawContext): string {
  const { accent, random, finish } = ctx;
  const outdoor = /outdoor/i.test(ctx.name);
  const x = 270;
  const y = 160;
  const w = 260;
  const h = outdoor ? 300 : 290;
  const parts: string[] = [floorShadow(400, 560, 220, 14)];
  // Airflow and particles drifting towards the grille.
  for (let i = 0; i < 4; i++) {
    const sy = 230 + i * 42;
    parts.push(
      `<path d="M 40 ${sy} C 140 ${sy - 30} 200 ${sy + 30} 262 ${sy + 6}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="9 7" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 36; i++) {
    const side = random() < 0.5;
    const px = side ? 30 + random() * 220 : 550 + random() * 220;
    const py = 120 + random() * 380;
    parts.push(
      `<circle cx="${f(px)}" cy="${f(py)}" r="${f(2 + random() * 5)}" fill="${random() < 0.7 ? accent : BRAND.slate}" fill-opacity="${f(0.25 + random() * 0.45)}"/>`,
    );
  }
  if (outdoor) {
    // Rain hood and louvred inlet underneath; pole clamp.
    parts.push(
      `<rect x="${x + w / 2 - 18}" y="${y + h}" width="36" height="${570 - y - h}" fill="url(#metalH)"/>`,
      `<path d="M ${x + 30} ${y + h - 6} L ${x + w - 30} ${y + h - 6} L ${x + w - 60} ${y + h + 34} L ${x + 60} ${y + h + 34} Z" fill="url(#housing)" stroke="${finish.stroke}" stroke-width="2"/>`,
      slots(x + 80, y + h + 6, w - 160, 2, 14, finish.detail),
    );
  }
  parts.push(housing(ctx, x, y, w, h), antenna(ctx, x + w - 36, y - (outdoor ? 18 : 0), 84));
  if (outdoor)
    parts.push(
      `<rect x="${x - 22}" y="${y - 20}" width="${w + 44}" height="24" rx="10" fill="url(#housing)" stroke="${finish.stroke}" stroke-width="2"/>`,
    );
  // Vented grille.
  parts.push(
    `<rect x="${x + 28}" y="${y + 98}" width="${w - 56}" height="${h - 160}" rx="14" fill="#000000" fill-opacity="0.06"/>`,
    slots(x + 44, y + 114, w - 88, Math.floor((h - 180) / 20), 20, finish.dark ? '#0b1220' : '#334155'),
  );
  if (!outdoor) {
    // Status ring LED on the indoor unit.
    parts.push(
      `<circle cx="${x + w - 52}" cy="${y + h - 62}" r="11" fill="none" stroke="${accent}" stroke-width="5"/>`,
      `<circle cx="${x + w - 52}" cy="${y + h - 62}" r="16" fill="${accent}" fill-opacity="0.25" filter="url(#ledGlow)"/>`,
    );
  }
  return parts.join('\n');
}

function genericScene(ctx: DrawContext): string {
  return [floorShadow(400, 520, 200, 14), housing(ctx, 290, 180, 220, 300), antenna(ctx, 472, 180, 120)].join('\n');
}

// ── Small glyphs ─────────────────────────────────────────────────────────────

function sun(ctx: DrawContext, cx: number, cy: number, r: number): string {
  const rays: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    rays.push(
      `M ${f(cx + Math.cos(a) * (r + 10))} ${f(cy + Math.sin(a) * (r + 10))} L ${f(cx + Math.cos(a) * (r + 24))} ${f(cy + Math.sin(a) * (r + 24))}`,
    );
  }
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r + 20}" fill="${ctx.accent}" fill-opacity="0.12"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${mix(ctx.accent, '#fde68a', 0.35)}"/>`,
    `<path d="${rays.join(' ')}" stroke="${ctx.accent}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.75"/>`,
  ].join('\n');
}

function droplet(x: number, y: number, s: number): string {
  return `<path d="M ${f(x)} ${f(y - s)} C ${f(x + s * 0.9)} ${f(y)} ${f(x + s * 0.7)} ${f(y + s * 0.9)} ${f(x)} ${f(y + s * 0.9)} C ${f(x - s * 0.7)} ${f(y + s * 0.9)} ${f(x - s * 0.9)} ${f(y)} ${f(x)} ${f(y - s)} Z" fill="${BRAND.cyan}" fill-opacity="0.7"/>`;
}

function snowflake(cx: number, cy: number, r: number, colour: string): string {
  const arms: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const ex = cx + Math.cos(a) * r;
    const ey = cy + Math.sin(a) * r;
    const mx = cx + Math.cos(a) * r * 0.6;
    const my = cy + Math.sin(a) * r * 0.6;
    arms.push(`M ${cx} ${cy} L ${f(ex)} ${f(ey)}`);
    for (const d of [-0.6, 0.6]) arms.push(`M ${f(mx)} ${f(my)} L ${f(mx + Math.cos(a + d) * r * 0.3)} ${f(my + Math.sin(a + d) * r * 0.3)}`);
  }
  return `<path d="${arms.join(' ')}" stroke="${colour}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>`;
}

/** A small dial glyph (arc plus needle) printed on pressure housings. */
function gaugeGlyph(ctx: DrawContext, cx: number, cy: number): string {
  const r = 34;
  return [
    `<path d="M ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="${ctx.finish.detail}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${f(cx + r * Math.cos((-50 * Math.PI) / 180))} ${f(cy + r * Math.sin((-50 * Math.PI) / 180))}" fill="none" stroke="${ctx.accent}" stroke-width="6" stroke-linecap="round"/>`,
    `<line x1="${cx}" y1="${cy}" x2="${f(cx + (r - 8) * Math.cos((-50 * Math.PI) / 180))}" y2="${f(cy + (r - 8) * Math.sin((-50 * Math.PI) / 180))}" stroke="${ctx.finish.plate}" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="6" fill="${ctx.finish.plate}"/>`,
  ].join('\n');
}

// ── Helpers ──────────────────────────────────────────────────────────────────

/** Position of each image among the images of its category: the housing finish. */
function finishIndexes(images: SeedImage[]): number[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const n = seen.get(image.category) ?? 0;
    seen.set(image.category, n + 1);
    return n;
  });
}

/** The picture as the seed puts it in the library (LIBRARY_UPLOAD_WEBP). */
async function rasterise(svg: string): Promise<Buffer> {
  // Drawn at 2× and scaled down for smoother edges.
  return sharp(Buffer.from(svg), { density: 144 })
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT, { fit: 'fill', kernel: 'lanczos3' })
    .flatten({ background: BRAND.white })
    .webp(LIBRARY_UPLOAD_WEBP)
    .toBuffer();
}

function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Linear mix of two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
function mix(a: string, b: string, amount: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function f(n: number): string {
  return n.toFixed(1);
}
