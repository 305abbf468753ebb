import { BRAND_COLORS, BRAND_MARK, escapeXml } from '@lora/contracts';
import { seedImages } from './catalogue.js';
import { seedProductSvg } from './product-images.js';

/**
 * The light heroes' pictures (home, solutions, the platform's modules), drawn as SVG on an 800×600 canvas:
 * the seeded products as the catalogue shows them, and views of the platform (dashboards, the workflow
 * builder, the code, the device list) drawn in the site's palette. Figures on them are illustrative.
 */
const B = BRAND_COLORS;
const INK = B.navy;
const MUTED = '#64748b';
const LINE = '#e2e8f0';
const SOFT = '#f1f5f9';
const TEAL_TEXT = '#00806b';
const AMBER = '#f59e0b';
const RED = '#ef4444';
const FONT = 'DejaVu Sans, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';

const n = (v: number) => +v.toFixed(1);

interface TextOptions {
  size?: number;
  weight?: 400 | 700;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  font?: string;
}

function text(x: number, y: number, value: string, { size = 14, weight = 400, fill = INK, anchor = 'start', font = FONT }: TextOptions = {}) {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
}

/** A soft shadow under a card, as layered translucent shapes (a blur filter costs seconds per picture to render). */
function shadow(x: number, y: number, w: number, h: number, r: number) {
  return [
    [1, 3, 0.05],
    [3, 8, 0.04],
    [6, 14, 0.03],
  ]
    .map(
      ([inset, drop, opacity]) =>
        `<rect x="${n(x + inset)}" y="${n(y + drop)}" width="${n(w - 2 * inset)}" height="${n(h)}" rx="${r + inset}" fill="${INK}" opacity="${opacity}"/>`,
    )
    .join('');
}

/** A white card with a soft shadow under it. */
function card(
  x: number,
  y: number,
  w: number,
  h: number,
  { r = 14, fill = B.white, stroke = LINE }: { r?: number; fill?: string; stroke?: string } = {},
) {
  return shadow(x, y, w, h, r) + `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}"/>`;
}

function pill(x: number, y: number, w: number, label: string, { fill = '#ccfbef', ink = TEAL_TEXT, size = 12 } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${size + 10}" rx="${(size + 10) / 2}" fill="${fill}"/>${text(x + w / 2, y + size + 2, label, { size, weight: 700, fill: ink, anchor: 'middle' })}`;
}

/** The brand's mark, `size` units square. */
function mark(x: number, y: number, size: number) {
  const { chirp, stroke, node } = BRAND_MARK;
  return `<g transform="translate(${x} ${y}) scale(${size / BRAND_MARK.size})"><rect width="48" height="48" rx="${BRAND_MARK.radius}" fill="url(#accent)"/><path d="${chirp}" fill="none" stroke="${INK}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${node.cx}" cy="${node.cy}" r="${node.r}" fill="${B.white}" stroke="${INK}" stroke-width="${node.stroke}"/></g>`;
}

/** A smooth series: a few sines of the index, between 0 and 1. */
function series(count: number, seed: number, trend = 0) {
  return Array.from({ length: count }, (_, i) => {
    const v = 0.5 + 0.22 * Math.sin(i * 0.55 + seed) + 0.12 * Math.sin(i * 1.7 + seed * 2) + trend * (i / count - 0.5);
    return Math.min(0.95, Math.max(0.05, v));
  });
}

function linePath(x: number, y: number, w: number, h: number, values: number[]) {
  return values.map((v, i) => `${i ? 'L' : 'M'}${n(x + (w * i) / (values.length - 1))} ${n(y + h - v * h)}`).join('');
}

/** A line chart with its area and a light grid. */
function lineChart(x: number, y: number, w: number, h: number, values: number[], color: string, { area = true, grid = true } = {}) {
  const line = linePath(x, y, w, h, values);
  return [
    grid
      ? [0.25, 0.5, 0.75]
          .map((g) => `<line x1="${x}" y1="${n(y + h * g)}" x2="${x + w}" y2="${n(y + h * g)}" stroke="${LINE}" stroke-width="1"/>`)
          .join('')
      : '',
    area ? `<path d="${line}L${x + w} ${y + h}L${x} ${y + h}Z" fill="${color}" opacity="0.14"/>` : '',
    `<path d="${line}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
  ].join('');
}

function bars(x: number, y: number, w: number, h: number, values: number[], color: string, highlight = -1) {
  const step = w / values.length;
  return values
    .map(
      (v, i) =>
        `<rect x="${n(x + i * step + step * 0.18)}" y="${n(y + h - v * h)}" width="${n(step * 0.64)}" height="${n(v * h)}" rx="3" fill="${i === highlight ? B.teal : color}"/>`,
    )
    .join('');
}

/** A figure with its label over it, as a dashboard's tile shows it. */
function kpi(x: number, y: number, w: number, label: string, value: string, delta: string, up = true) {
  return (
    card(x, y, w, 78, { r: 12 }) +
    text(x + 14, y + 24, label, { size: 12, fill: MUTED }) +
    text(x + 14, y + 56, value, { size: 24, weight: 700 }) +
    text(x + w - 12, y + 56, delta, { size: 12, weight: 700, fill: up ? TEAL_TEXT : RED, anchor: 'end' })
  );
}

/** Four bars of radio signal, `level` of them lit. */
function signal(x: number, y: number, level: number) {
  return [0, 1, 2, 3]
    .map((i) => `<rect x="${x + i * 6}" y="${y - 4 - i * 3}" width="4" height="${4 + i * 3}" rx="1" fill="${i < level ? B.teal : LINE}"/>`)
    .join('');
}

function battery(x: number, y: number, level: number) {
  const color = level < 0.25 ? AMBER : B.teal;
  return `<rect x="${x}" y="${y - 10}" width="30" height="12" rx="3" fill="none" stroke="${MUTED}" stroke-width="1.5"/><rect x="${x + 30}" y="${y - 7}" width="3" height="6" rx="1" fill="${MUTED}"/><rect x="${x + 2}" y="${y - 8}" width="${n(26 * level)}" height="8" rx="2" fill="${color}"/>`;
}

/** An app window: title bar, the platform's navy sidebar with its mark and menu, and the page's title. */
function appWindow(x: number, y: number, w: number, h: number, title: string, active = 0) {
  const side = 136;
  const menu = ['Overview', 'Devices', 'Gateways', 'Workflows', 'Analytics', 'Integrations'];
  return [
    card(x, y, w, h, { r: 16 }),
    `<clipPath id="win${x}${y}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16"/></clipPath>`,
    `<g clip-path="url(#win${x}${y})">`,
    `<rect x="${x}" y="${y}" width="${side}" height="${h}" fill="${INK}"/>`,
    mark(x + 16, y + 18, 26),
    text(x + 50, y + 37, 'Console', { size: 14, weight: 700, fill: B.white }),
    ...menu.map((item, i) => {
      const top = y + 70 + i * 34;
      if (top + 30 > y + h) return '';
      return (
        (i === active ? `<rect x="${x + 10}" y="${top}" width="${side - 20}" height="28" rx="8" fill="#334155"/>` : '') +
        `<circle cx="${x + 26}" cy="${top + 14}" r="4" fill="${i === active ? B.teal : '#64748b'}"/>` +
        text(x + 38, top + 19, item, { size: 12, fill: i === active ? B.white : '#cbd5e1' })
      );
    }),
    `<rect x="${x + side}" y="${y}" width="${w - side}" height="48" fill="${B.white}"/>`,
    `<line x1="${x + side}" y1="${y + 48}" x2="${x + w}" y2="${y + 48}" stroke="${LINE}"/>`,
    `<rect x="${x + side}" y="${y + 48}" width="${w - side}" height="${h - 48}" fill="${B.mist}"/>`,
    text(x + side + 18, y + 30, title, { size: 15, weight: 700 }),
    `<circle cx="${x + w - 26}" cy="${y + 24}" r="12" fill="${SOFT}" stroke="${LINE}"/>`,
    text(x + w - 26, y + 28, 'AK', { size: 10, weight: 700, fill: MUTED, anchor: 'middle' }),
    '</g>',
  ].join('');
}
/** Where an app window's content starts. */
const inside = (x: number, y: number) => ({ left: x + 136 + 16, top: y + 48 + 16 });

let embedded = 0;
/** A seeded product's own picture, `w` wide (4:3), in a rounded frame; its ids made unique within the picture. */
function product(slug: string, x: number, y: number, w: number, { lifted = true, r = 16 } = {}) {
  const id = `p${++embedded}`;
  const h = (w * 3) / 4;
  const svg = seedProductSvg(seedImages, slug)
    .replace(/id="([\w-]+)"/g, `id="${id}-$1"`)
    .replace(/url\(#([\w-]+)\)/g, `url(#${id}-$1)`)
    .replace(/<svg [^>]*>/, `<svg x="${x}" y="${y}" width="${w}" height="${n(h)}" viewBox="0 0 800 600">`);
  return [
    lifted ? shadow(x, y, w, h, r) : '',
    `<clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${w}" height="${n(h)}" rx="${r}"/></clipPath>`,
    `<g clip-path="url(#${id}-clip)">${svg}</g>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${n(h)}" rx="${r}" fill="none" stroke="${LINE}" stroke-width="2"/>`,
  ].join('');
}

/** A live reading as a card: the device's name, the value and a sparkline. */
function reading(x: number, y: number, w: number, device: string, value: string, note: string, seed: number, color: string = B.teal) {
  return [
    card(x, y, w, 104, { r: 14 }),
    `<circle cx="${x + 18}" cy="${y + 21}" r="5" fill="${B.teal}"/>`,
    text(x + 30, y + 26, device, { size: 13, fill: MUTED }),
    text(x + 16, y + 62, value, { size: 26, weight: 700 }),
    text(x + 16, y + 88, note, { size: 12, fill: TEAL_TEXT, weight: 700 }),
    lineChart(x + w - 96, y + 44, 80, 44, series(14, seed, 0.3), color, { grid: false }),
  ].join('');
}

/** The canvas every light picture is drawn on: a pale mint-to-ice wash with a dot grid. */
function canvas(body: string) {
  embedded = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs>
  <linearGradient id="wash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3faf3"/><stop offset="0.55" stop-color="#eefcfe"/><stop offset="1" stop-color="#dff4f8"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${B.teal}"/><stop offset="1" stop-color="${B.cyan}"/></linearGradient>
  <radialGradient id="glow" cx="0.75" cy="0.2" r="0.6"><stop offset="0" stop-color="${B.cyan}" stop-opacity="0.22"/><stop offset="1" stop-color="${B.cyan}" stop-opacity="0"/></radialGradient>
  <pattern id="grid" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="${B.slate}" fill-opacity="0.35"/></pattern>
</defs>
<rect width="800" height="600" fill="url(#wash)"/><rect width="800" height="600" fill="url(#grid)"/><rect width="800" height="600" fill="url(#glow)"/>
${body}
</svg>`;
}

function deviceTable(
  x: number,
  y: number,
  w: number,
  rows: Array<[name: string, status: 'Online' | 'Low battery' | 'Offline', battery: number, signal: number]>,
) {
  const status = { Online: ['#ccfbef', TEAL_TEXT], 'Low battery': ['#fef3c7', '#92400e'], Offline: ['#fee2e2', '#991b1b'] } as const;
  return [
    card(x, y, w, 44 + rows.length * 44, { r: 12 }),
    text(x + 16, y + 28, 'Device', { size: 12, weight: 700, fill: MUTED }),
    text(x + w * 0.48, y + 28, 'Status', { size: 12, weight: 700, fill: MUTED }),
    text(x + w * 0.72, y + 28, 'Battery', { size: 12, weight: 700, fill: MUTED }),
    text(x + w - 16, y + 28, 'Signal', { size: 12, weight: 700, fill: MUTED, anchor: 'end' }),
    ...rows.map(([name, state, level, bars], i) => {
      const top = y + 44 + i * 44;
      const [fill, ink] = status[state];
      return (
        `<line x1="${x}" y1="${top}" x2="${x + w}" y2="${top}" stroke="${LINE}"/>` +
        text(x + 16, top + 27, name, { size: 13, weight: 700 }) +
        pill(x + w * 0.48, top + 11, state === 'Low battery' ? 92 : 64, state, { fill, ink, size: 11 }) +
        battery(x + w * 0.72, top + 28, level) +
        signal(x + w - 40, top + 30, bars)
      );
    }),
  ].join('');
}

/** A node of the workflow builder: a coloured edge, its kind and its rule. */
function flowNode(x: number, y: number, w: number, kind: string, rule: string, color: string) {
  return (
    card(x, y, w, 70, { r: 12 }) +
    `<rect x="${x}" y="${y}" width="8" height="70" rx="4" fill="${color}"/>` +
    text(x + 22, y + 27, kind.toUpperCase(), { size: 11, weight: 700, fill: MUTED }) +
    text(x + 22, y + 52, rule, { size: 15, weight: 700 })
  );
}

const wire = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1}C${n((x1 + x2) / 2)} ${y1} ${n((x1 + x2) / 2)} ${y2} ${x2} ${y2}" fill="none" stroke="${B.slate}" stroke-width="2.5" stroke-dasharray="6 6"/><circle cx="${x2}" cy="${y2}" r="5" fill="${B.teal}"/>`;

/** Code as an editor shows it: each line a list of [text, colour] tokens. */
function code(x: number, y: number, lines: Array<Array<[string, string]>>, size = 14) {
  return lines
    .map((tokens, i) => {
      let col = 0;
      const spans = tokens.map(([value, color]) => {
        const span = `<tspan x="${n(x + col * size * 0.602)}" fill="${color}">${escapeXml(value)}</tspan>`;
        col += value.length;
        return span;
      });
      return `<text y="${n(y + i * size * 1.6)}" font-family="${MONO}" font-size="${size}" xml:space="preserve">${spans.join('')}</text>`;
    })
    .join('');
}

/** A map tile: blocks, roads, a river and pins. */
function map(x: number, y: number, w: number, h: number, pins: Array<[number, number, string]>, route?: Array<[number, number]>) {
  const id = `map${x}${y}`;
  return [
    card(x, y, w, h, { r: 12, fill: '#eef2f6' }),
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12"/></clipPath><g clip-path="url(#${id})">`,
    `<path d="M${x - 10} ${y + h * 0.72}C${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.55} ${y + h * 0.95} ${x + w + 10} ${y + h * 0.7}" fill="none" stroke="#bae6fd" stroke-width="14"/>`,
    ...[0.2, 0.48, 0.78].map(
      (f) => `<line x1="${n(x + w * f)}" y1="${y}" x2="${n(x + w * f - 30)}" y2="${y + h}" stroke="${B.white}" stroke-width="7"/>`,
    ),
    ...[0.3, 0.55].map((f) => `<line x1="${x}" y1="${n(y + h * f)}" x2="${x + w}" y2="${n(y + h * f + 14)}" stroke="${B.white}" stroke-width="7"/>`),
    route
      ? `<path d="${route.map(([px, py], i) => `${i ? 'L' : 'M'}${n(x + px * w)} ${n(y + py * h)}`).join('')}" fill="none" stroke="${B.teal}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="2 9"/>`
      : '',
    ...pins.map(([px, py, color]) => {
      const cx = n(x + px * w);
      const cy = n(y + py * h);
      return `<circle cx="${cx}" cy="${cy}" r="13" fill="${color}" opacity="0.22"/><circle cx="${cx}" cy="${cy}" r="6.5" fill="${color}" stroke="${B.white}" stroke-width="2.5"/>`;
    }),
    '</g>',
  ].join('');
}

/** The dashboard of the platform's overview, drawn inside an app window at (x, y). */
function dashboard(x: number, y: number, w: number, h: number) {
  const { left, top } = inside(x, y);
  const width = x + w - 16 - left;
  const third = (width - 24) / 3;
  return [
    appWindow(x, y, w, h, 'Fleet overview'),
    kpi(left, top, third, 'Devices online', '1,248', '+32'),
    kpi(left + third + 12, top, third, 'Uplinks today', '2.1M', '+4.2%'),
    kpi(left + 2 * (third + 12), top, third, 'Avg battery', '9.4 yr', '+0.3'),
    card(left, top + 92, width * 0.58, h - 48 - 16 - 92 - 16, { r: 12 }),
    text(left + 14, top + 116, 'Soil moisture, field 4', { size: 12, weight: 700, fill: MUTED }),
    lineChart(left + 14, top + 130, width * 0.58 - 28, h - 48 - 16 - 92 - 16 - 56, series(14, 1.3, -0.2), B.teal),
    map(left + width * 0.58 + 12, top + 92, width * 0.42 - 12, h - 48 - 16 - 92 - 16, [
      [0.3, 0.25, B.teal],
      [0.62, 0.4, B.teal],
      [0.45, 0.68, B.cyan],
      [0.8, 0.82, AMBER],
    ]),
  ].join('');
}

/** A card of labelled values, one a line. */
function list(x: number, y: number, w: number, title: string, rows: Array<[string, string]>) {
  return [
    card(x, y, w, 40 + rows.length * 30, { r: 14 }),
    text(x + 18, y + 28, title, { size: 13, fill: MUTED }),
    ...rows.map(
      ([label, value], i) =>
        text(x + 18, y + 58 + i * 30, label, { size: 14 }) + text(x + w - 18, y + 58 + i * 30, value, { size: 14, weight: 700, anchor: 'end' }),
    ),
  ].join('');
}

/** A solution's picture: its product large, a live reading and a second card beside it. */
function solution(
  slug: string,
  live: [device: string, value: string, note: string, seed: number, color?: string],
  second: (x: number, y: number, w: number) => string,
) {
  const [device, value, note, seed, color] = live;
  return canvas([product(slug, 36, 75, 600), reading(470, 226, 294, device, value, note, seed, color), second(470, 352, 294)].join(''));
}

export const SITE_PICTURES: Record<string, () => string> = {
  home: () =>
    canvas(
      [
        dashboard(150, 36, 620, 400),
        product('sm300-soil-moisture-ec-sensor', 30, 300, 300),
        reading(350, 470, 260, 'SM300 · Field 4', '31% VWC', 'Irrigation in 2 days', 2),
      ].join(''),
    ),
  solutions: () =>
    canvas(
      [
        ['sm300-soil-moisture-ec-sensor', 'Agriculture'],
        ['ct200-cold-chain-temperature-logger', 'Asset tracking'],
        ['wl10-ultrasonic-level-sensor', 'Smart cities'],
        ['pt16-pipe-pressure-transmitter', 'Industrial IoT'],
        ['iq3-ndir-co2-sensor', 'Indoor air'],
        ['wr30-radar-level-sensor', 'Energy & utilities'],
      ]
        .map(([slug, label], i) => {
          const x = 34 + (i % 3) * 248;
          const y = 62 + Math.floor(i / 3) * 262;
          return product(slug, x, y, 236, { r: 14 }) + pill(x + 12, y + 187, 212, label, { fill: B.white, ink: INK, size: 14 });
        })
        .join(''),
    ),
  'smart-agriculture': () =>
    solution('sp4-multi-depth-soil-profile-probe', ['SP4 · Vineyard block 7', '34 %', 'Falling at 10 cm', 3], (x, y, w) =>
      list(x, y, w, 'Irrigation plan', [
        ['Block 7', 'skip today'],
        ['Block 3', '14 mm at 05:00'],
        ['Block 9', '9 mm at 05:30'],
      ]),
    ),
  'asset-tracking': () =>
    canvas(
      [
        map(
          36,
          36,
          728,
          528,
          [
            [0.14, 0.22, B.teal],
            [0.86, 0.78, B.cyan],
          ],
          [
            [0.14, 0.22],
            [0.3, 0.3],
            [0.42, 0.5],
            [0.6, 0.56],
            [0.72, 0.7],
            [0.86, 0.78],
          ],
        ),
        product('ct200-cold-chain-temperature-logger', 64, 300, 300),
        reading(430, 80, 300, 'Trailer 14 · CT200', '3.8 °C', 'In range · 42 km to go', 5, B.cyan),
      ].join(''),
    ),
  'smart-cities': () =>
    solution('wl10-ultrasonic-level-sensor', ['Storm drain 12 · WL10', '42 cm', 'Below the 80 cm alert', 7, B.cyan], (x, y, w) =>
      reading(x, y, w, 'Street 5 · LX1', '18 lux', 'Lights dimmed to 40 %', 9),
    ),
  'industrial-iot': () =>
    solution('pt16-pipe-pressure-transmitter', ['Line 3 · PT16', '6.2 bar', 'Pump A within limits', 11, '#6366f1'], (x, y, w) =>
      [
        card(x, y, w, 140, { r: 14 }),
        text(x + 18, y + 28, 'Vibration, pump A', { size: 13, fill: MUTED }),
        bars(x + 16, y + 40, w - 32, 84, series(12, 4), '#c7d2fe', 9),
      ].join(''),
    ),
  'indoor-air-quality': () =>
    solution('iq3-ndir-co2-sensor', ['Meeting room 2 · IQ3', '612 ppm', 'Good · fans on auto', 13, '#8b5cf6'], (x, y, w) =>
      list(x, y, w, 'Now', [
        ['Temperature', '21.4 °C'],
        ['Humidity', '46 %'],
        ['TVOC', '120 ppb'],
      ]),
    ),
  'energy-utilities': () =>
    solution('wr30-radar-level-sensor', ['Reservoir 2 · WR30', '78 %', '41,200 L · filling', 15, B.cyan], (x, y, w) =>
      [
        card(x, y, w, 140, { r: 14 }),
        text(x + 18, y + 28, 'Pumped this week', { size: 13, fill: MUTED }),
        bars(x + 16, y + 40, w - 32, 84, series(7, 6), '#bae6fd', 6),
      ].join(''),
    ),
  platform: () => canvas(dashboard(36, 36, 728, 528)),
  'application-builder': () =>
    canvas(
      [
        card(36, 36, 728, 528, { r: 16, fill: '#fbfdfe' }),
        text(60, 76, 'Workflow · Dry soil alert', { size: 16, weight: 700 }),
        pill(640, 58, 100, 'Active', { size: 13 }),
        `<line x1="36" y1="98" x2="764" y2="98" stroke="${LINE}"/>`,
        flowNode(64, 230, 210, 'When', 'Moisture < 25 %', B.teal),
        flowNode(320, 230, 200, 'Only if', '06:00 – 18:00', B.cyan),
        flowNode(560, 140, 180, 'Then', 'Open valve 4', '#6366f1'),
        flowNode(560, 330, 180, 'And', 'Notify team', AMBER),
        wire(274, 265, 320, 265),
        wire(520, 265, 560, 175),
        wire(520, 265, 560, 365),
        card(64, 440, 676, 92, { r: 12, fill: SOFT }),
        text(84, 472, 'Last run 08:15 · 3 valves opened · 0 errors', { size: 14, weight: 700 }),
        lineChart(84, 484, 636, 34, series(40, 2.2), B.teal, { grid: false }),
      ].join(''),
    ),
  developer: () => {
    const k = '#7dd3fc';
    const s = '#5eead4';
    const p = '#e2e8f0';
    const c = '#94a3b8';
    return canvas(
      [
        card(36, 36, 600, 400, { r: 16, fill: '#0f172a', stroke: '#0f172a' }),
        ...[RED, AMBER, '#22c55e'].map((color, i) => `<circle cx="${62 + i * 20}" cy="62" r="6" fill="${color}"/>`),
        text(130, 67, 'devices.js', { size: 13, fill: c, font: MONO }),
        code(64, 112, [
          [
            ['import', k],
            [' { Client } ', p],
            ['from', k],
            [" '@lorawan-sensors/sdk'", s],
          ],
          [],
          [
            ['const', k],
            [' client = ', p],
            ['new', k],
            [' Client({ apiKey })', p],
          ],
          [
            ['const', k],
            [' devices = ', p],
            ['await', k],
            [' client', p],
          ],
          [
            ['  .devices.list({ status: ', p],
            ["'online'", s],
            [' })', p],
          ],
          [],
          [
            ['for', k],
            [' (', p],
            ['const', k],
            [' d ', p],
            ['of', k],
            [' devices) {', p],
          ],
          [
            ['  console', p],
            ['.log', k],
            ['(d.name, d.battery)', p],
          ],
          [['}', p]],
          [['// 1,248 devices, 9.4 years of battery', c]],
        ]),
        card(400, 320, 364, 244, { r: 16 }),
        pill(420, 340, 74, '200 OK', { size: 12 }),
        text(506, 356, 'GET /api/v1/devices', { size: 13, weight: 700, font: MONO }),
        code(
          420,
          392,
          [
            [
              ['{ ', INK],
              ['"id"', TEAL_TEXT],
              [': ', INK],
              ['"a840-4100"', '#7c3aed'],
              [',', INK],
            ],
            [
              ['  "name"', TEAL_TEXT],
              [': ', INK],
              ['"SM300 field 4"', '#7c3aed'],
              [',', INK],
            ],
            [
              ['  "battery"', TEAL_TEXT],
              [': ', INK],
              ['0.94', '#b45309'],
              [',', INK],
            ],
            [
              ['  "rssi"', TEAL_TEXT],
              [': ', INK],
              ['-87', '#b45309'],
              [',', INK],
            ],
            [
              ['  "lastSeen"', TEAL_TEXT],
              [': ', INK],
              ['"2m"', '#7c3aed'],
              [' }', INK],
            ],
          ],
          13,
        ),
      ].join(''),
    );
  },
  'device-management': () => {
    const { left, top } = inside(36, 36);
    return canvas(
      [
        appWindow(36, 36, 728, 528, 'Devices', 1),
        deviceTable(left, top, 728 - 136 - 32, [
          ['SM300 · Field 4', 'Online', 0.92, 4],
          ['TH45 · North yard', 'Online', 0.81, 3],
          ['WL10 · Tank 2', 'Low battery', 0.18, 3],
          ['IQ3 · Room 2.14', 'Online', 0.97, 4],
          ['PT16 · Line 3', 'Offline', 0.64, 0],
        ]),
        card(left, top + 284, 728 - 136 - 32, 120, { r: 12 }),
        text(left + 16, top + 312, 'Firmware 2.4.1 over the air', { size: 14, weight: 700 }),
        text(left + 560 - 16, top + 312, '86 %', { size: 14, weight: 700, fill: TEAL_TEXT, anchor: 'end' }),
        `<rect x="${left + 16}" y="${top + 328}" width="528" height="12" rx="6" fill="${SOFT}"/><rect x="${left + 16}" y="${top + 328}" width="${n(528 * 0.86)}" height="12" rx="6" fill="url(#accent)"/>`,
        text(left + 16, top + 372, '1,073 of 1,248 updated · 0 failed', { size: 13, fill: MUTED }),
      ].join(''),
    );
  },
  'integration-hub': () => {
    const targets: Array<[string, string, number, number]> = [
      ['AWS IoT Core', '5 min setup', 520, 70],
      ['Azure IoT Hub', '5 min setup', 520, 196],
      ['Google Cloud', '5 min setup', 520, 322],
      ['MQTT broker', '2 min setup', 520, 448],
    ];
    return canvas(
      [
        product('th45-outdoor-temperature-humidity-station', 36, 210, 220),
        ...targets.map(([, , x, y]) => wire(404, 300, x, y + 40)),
        wire(256, 292, 300, 300),
        card(300, 240, 104, 120, { r: 18 }),
        mark(326, 262, 52),
        text(352, 340, 'Hub', { size: 14, weight: 700, anchor: 'middle' }),
        ...targets.map(
          ([name, time, x, y], i) =>
            card(x, y, 244, 80, { r: 12 }) +
            `<rect x="${x + 14}" y="${y + 18}" width="44" height="44" rx="10" fill="${['#fef3c7', '#dbeafe', '#dcfce7', '#ede9fe'][i]}"/>` +
            text(x + 36, y + 47, name[0], { size: 20, weight: 700, fill: ['#b45309', '#1d4ed8', '#15803d', '#6d28d9'][i], anchor: 'middle' }) +
            text(x + 72, y + 36, name, { size: 15, weight: 700 }) +
            text(x + 72, y + 58, `Connected · ${time}`, { size: 12, fill: TEAL_TEXT }),
        ),
      ].join(''),
    );
  },
  'edge-computing': () =>
    canvas(
      [
        product('wr30-radar-level-sensor', 36, 36, 340),
        card(400, 36, 364, 250, { r: 16, fill: '#0f172a', stroke: '#0f172a' }),
        text(420, 68, 'edge/pump-guard.js · gateway 7', { size: 12, fill: '#94a3b8', font: MONO }),
        code(
          420,
          104,
          [
            [
              ['export', '#7dd3fc'],
              [' function', '#7dd3fc'],
              [' onUplink(m) {', '#e2e8f0'],
            ],
            [
              ['  if', '#7dd3fc'],
              [' (m.level > ', '#e2e8f0'],
              ['0.92', '#fbbf24'],
              [')', '#e2e8f0'],
            ],
            [
              ['    return', '#7dd3fc'],
              [' stop(', '#e2e8f0'],
              ["'pump-2'", '#5eead4'],
              [')', '#e2e8f0'],
            ],
            [
              ['  return', '#7dd3fc'],
              [' forward(m)', '#e2e8f0'],
            ],
            [['}', '#e2e8f0']],
          ],
          13,
        ),
        pill(420, 240, 150, 'Deployed to 12', { size: 12 }),
        card(36, 330, 728, 234, { r: 16 }),
        text(60, 368, 'Decision latency', { size: 16, weight: 700 }),
        ...[
          ['At the edge', '8 ms', 0.04, B.teal],
          ['Via the cloud', '240 ms', 0.9, B.slate],
        ].map(
          ([label, value, share, color], i) =>
            text(60, 418 + i * 70, label as string, { size: 14, fill: MUTED }) +
            `<rect x="60" y="${430 + i * 70}" width="600" height="22" rx="11" fill="${SOFT}"/><rect x="60" y="${430 + i * 70}" width="${n(Math.max(24, 600 * (share as number)))}" height="22" rx="11" fill="${color}"/>` +
            text(740, 447 + i * 70, value as string, { size: 16, weight: 700, anchor: 'end' }),
        ),
      ].join(''),
    ),
  'hardware-provisioning': () =>
    canvas(
      [
        card(380, 60, 384, 480, { r: 16 }),
        text(404, 100, 'devices.csv · 248 rows', { size: 15, weight: 700 }),
        `<line x1="380" y1="120" x2="764" y2="120" stroke="${LINE}"/>`,
        ...[
          'A840 4100 0181 C061',
          'A840 4100 0181 C062',
          'A840 4100 0181 C063',
          'A840 4100 0181 C064',
          'A840 4100 0181 C065',
          'A840 4100 0181 C066',
        ].map(
          (eui, i) =>
            `<circle cx="414" cy="${158 + i * 52}" r="11" fill="${i < 5 ? '#ccfbef' : SOFT}"/>` +
            (i < 5
              ? `<path d="M408 ${158 + i * 52}l4 4 7-8" fill="none" stroke="${TEAL_TEXT}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`
              : '') +
            text(438, 163 + i * 52, eui, { size: 14, font: MONO, fill: i < 5 ? INK : MUTED }) +
            text(744, 163 + i * 52, i < 5 ? 'Joined' : 'Pending', { size: 12, weight: 700, fill: i < 5 ? TEAL_TEXT : MUTED, anchor: 'end' }),
        ),
        `<rect x="404" y="472" width="336" height="44" rx="10" fill="url(#accent)"/>`,
        text(572, 500, 'Template: US915 · DR0 · 900 s', { size: 14, weight: 700, anchor: 'middle' }),
        `<rect x="44" y="92" width="300" height="450" rx="36" fill="${INK}"/><rect x="58" y="106" width="272" height="422" rx="26" fill="${B.white}"/>`,
        product('sm100-compact-soil-moisture-sensor', 70, 150, 248, { lifted: false, r: 12 }),
        `<path d="M94 170h-16v16M294 170h16v16M94 312h-16v-16M294 312h16v-16" fill="none" stroke="${B.teal}" stroke-width="5" stroke-linecap="round"/>`,
        text(194, 372, 'QR code found', { size: 16, weight: 700, anchor: 'middle' }),
        text(194, 398, 'SM100 · A840 4100 0181 C067', { size: 12, fill: MUTED, anchor: 'middle' }),
        `<rect x="84" y="430" width="220" height="46" rx="12" fill="${B.teal}"/>`,
        text(194, 459, 'Add to fleet', { size: 15, weight: 700, anchor: 'middle' }),
      ].join(''),
    ),
  analytics: () => {
    const { left, top } = inside(36, 36);
    const width = 728 - 136 - 32;
    const values = series(22, 0.4, 0.4);
    const forecast = [values[values.length - 1], ...series(7, 4.1, 0.6)];
    const chart = { x: left + 16, y: top + 46, w: width - 32, h: 164 };
    const actualWidth = chart.w * 0.75;
    return canvas(
      [
        appWindow(36, 36, 728, 528, 'Analytics · last 30 days', 4),
        card(left, top, width, 230, { r: 12 }),
        text(left + 16, top + 28, 'Packet delivery ratio', { size: 13, weight: 700, fill: MUTED }),
        text(left + width - 16, top + 28, '99.8 %', { size: 16, weight: 700, anchor: 'end' }),
        lineChart(chart.x, chart.y, actualWidth, chart.h, values, B.teal),
        `<path d="${linePath(chart.x + actualWidth, chart.y, chart.w - actualWidth, chart.h, forecast)}" fill="none" stroke="${B.cyan}" stroke-width="3" stroke-dasharray="7 6"/>`,
        text(chart.x + chart.w, chart.y + chart.h + 2, 'Forecast', { size: 11, weight: 700, fill: '#0e7490', anchor: 'end' }),
        `<circle cx="${n(chart.x + (actualWidth * 13) / 21)}" cy="${n(chart.y + chart.h - values[13] * chart.h)}" r="8" fill="${B.white}" stroke="${RED}" stroke-width="3"/>`,
        card(left, top + 246, width * 0.55, 170, { r: 12 }),
        text(left + 16, top + 274, 'Uplinks per gateway', { size: 13, weight: 700, fill: MUTED }),
        bars(left + 12, top + 290, width * 0.55 - 24, 110, series(8, 2), '#a5f3fc', 3),
        card(left + width * 0.55 + 12, top + 246, width * 0.45 - 12, 170, { r: 12 }),
        text(left + width * 0.55 + 28, top + 274, 'Spreading factor', { size: 13, weight: 700, fill: MUTED }),
        ...donut(left + width * 0.55 + 12 + (width * 0.45 - 12) / 2, top + 348, 50, [0.52, 0.28, 0.2], [B.teal, B.cyan, '#6366f1']),
      ].join(''),
    );
  },
};

function donut(cx: number, cy: number, r: number, shares: number[], colors: string[]) {
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  return shares.map((share, i) => {
    const arc = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="none" stroke="${colors[i]}" stroke-width="20" stroke-dasharray="${n(share * circumference - 3)} ${n(circumference)}" stroke-dashoffset="${n(-offset * circumference)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`;
    offset += share;
    return arc;
  });
}
