import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  ADMIN_ROLE,
  BRAND_COLORS,
  PAGE_SIZE_MAX,
  Patterns,
  collectPages,
  type ContentImportResult,
  type ContentList,
  type ServiceBus,
} from '@lora/contracts';
import { LIBRARY_UPLOAD_WEBP, type ImageStore } from './media-images.js';
import { gateway, label, sensor, waves } from './site-images.js';
import { resourceArticles } from './resource-articles.js';

/**
 * The seed's news and blog posts: what a first visitor of /news, /blog, the home page and the resources page reads,
 * and a first admin finds in the News tab. Original text about the seed catalogue's sensors; each has its date, its
 * author (the first admin) and a picture drawn here, put in the media library like the product pictures.
 */
const B = BRAND_COLORS;
const W = 1200;
const H = 630;
const FONT = 'DejaVu Sans, sans-serif';

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="${B.navy}"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${B.teal}"/><stop offset="1" stop-color="${B.cyan}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;

const text = (x: number, y: number, words: string, size: number, color: string, anchor = 'middle', weight = 400) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${words}</text>`;

/** A field of crop rows with soil probes, seen from the side. */
const fieldPicture = frame(
  [
    `<rect x="0" y="400" width="${W}" height="230" fill="#3f2d1e"/>`,
    ...Array.from({ length: 12 }, (_, i) => `<path d="M${60 + i * 100} 400 q-18 -70 0 -120 q18 50 0 120" fill="${B.teal}" opacity="0.75"/>`),
    ...[250, 600, 950].map((x) => `${sensor(x, 330)}${waves(x, 290, -90)}<rect x="${x - 3}" y="364" width="6" height="150" fill="${B.slate}"/>`),
    ...[450, 520, 590].map((y, i) => `<circle cx="${600 + (i - 1) * 36}" cy="${y}" r="7" fill="${B.cyan}" opacity="${0.9 - i * 0.2}"/>`),
    text(W / 2, 110, 'Volumetric water content at three depths', 34, B.mist, 'middle', 700),
    text(W / 2, 160, '10 cm · 30 cm · 60 cm', 26, B.teal),
  ].join(''),
);

/** A cold room's racks with temperature loggers and a gateway on the wall. */
const coldChainPicture = frame(
  [
    `<rect x="120" y="140" width="960" height="420" rx="18" fill="#0b2a3a" stroke="${B.cyan}" stroke-width="3"/>`,
    ...[260, 520, 780].map(
      (x) =>
        `<rect x="${x - 90}" y="220" width="180" height="300" rx="8" fill="none" stroke="${B.slate}" stroke-width="6"/>` +
        [300, 380, 460].map((y) => `<rect x="${x - 90}" y="${y}" width="180" height="6" fill="${B.slate}"/>`).join('') +
        sensor(x, 262),
    ),
    gateway(990, 330),
    text(600, 100, 'Cold store, −22 °C', 34, B.mist, 'middle', 700),
    `<rect x="160" y="580" width="420" height="8" rx="4" fill="url(#accent)"/>`,
  ].join(''),
);

/** A gateway on a mast and the sensors it hears across a town. */
const coveragePicture = frame(
  [
    ...[170, 300, 430].map(
      (r, i) => `<circle cx="600" cy="420" r="${r}" fill="none" stroke="${B.teal}" stroke-width="3" opacity="${0.8 - i * 0.2}"/>`,
    ),
    ...[
      [200, 520],
      [340, 300],
      [880, 280],
      [1010, 500],
      [470, 560],
      [760, 560],
    ].map(([x, y]) => `${sensor(x, y)}`),
    gateway(600, 440),
    text(600, 90, 'One gateway, a whole district', 34, B.mist, 'middle', 700),
  ].join(''),
);

/** A tank with a radar level sensor above the water. */
const levelPicture = frame(
  [
    `<rect x="380" y="220" width="440" height="340" rx="12" fill="none" stroke="${B.slate}" stroke-width="8"/>`,
    `<rect x="386" y="390" width="428" height="164" fill="${B.cyan}" opacity="0.45"/>`,
    `<path d="M386 390 q54 -16 107 0 t107 0 t107 0 t107 0" fill="none" stroke="${B.cyan}" stroke-width="4"/>`,
    `<rect x="560" y="150" width="80" height="70" rx="10" fill="${B.white}"/><circle cx="600" cy="185" r="12" fill="${B.teal}"/>`,
    ...[0, 1, 2].map(
      (i) =>
        `<path d="M${560 - i * 22} ${250 + i * 40} L${640 + i * 22} ${250 + i * 40}" stroke="${B.teal}" stroke-width="4" opacity="${0.9 - i * 0.25}"/>`,
    ),
    label(600, 600, '80 GHz radar · ±2 mm'),
    text(600, 100, 'Fill level without touching the water', 34, B.mist, 'middle', 700),
  ].join(''),
);

/** A meeting room's CO2 curve with the ventilation switching in. */
const airPicture = frame(
  [
    `<rect x="140" y="160" width="920" height="380" rx="16" fill="#0f172a" stroke="${B.slate}" stroke-width="2"/>`,
    `<path d="M170 500 C 330 480, 420 300, 560 250 S 700 330, 760 400 S 900 430, 1030 420" fill="none" stroke="${B.teal}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M170 300 H1030" stroke="${B.cyan}" stroke-width="2" stroke-dasharray="10 10"/>`,
    text(1030, 290, '1,000 ppm', 22, B.cyan, 'end'),
    sensor(200, 230),
    text(600, 100, 'CO₂ in a meeting room, one afternoon', 34, B.mist, 'middle', 700),
  ].join(''),
);

/** A battery cell and the years it lasts at a 15-minute interval. */
const batteryPicture = frame(
  [
    `<rect x="300" y="220" width="520" height="230" rx="28" fill="none" stroke="${B.mist}" stroke-width="10"/>`,
    `<rect x="820" y="290" width="40" height="90" rx="8" fill="${B.mist}"/>`,
    ...Array.from(
      { length: 10 },
      (_, i) => `<rect x="${322 + i * 49}" y="242" width="40" height="186" rx="6" fill="url(#accent)" opacity="${1 - i * 0.06}"/>`,
    ),
    text(560, 520, '10+ years at a 15-minute interval', 32, B.teal, 'middle', 700),
    text(560, 130, 'Where a sensor spends its energy', 34, B.mist, 'middle', 700),
  ].join(''),
);

/** A news article or blog post of the seed, with its picture. */
export interface SeedArticle {
  kind: ContentList;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** News only. */
  category?: string;
  /** Blog posts only. */
  tags?: string[];
  publishedAt: string;
  picture: string;
}

export const SEED_ARTICLES: SeedArticle[] = [
  {
    kind: 'news',
    slug: 'sp4-multi-depth-soil-probe-now-shipping',
    title: 'SP4 multi-depth soil probe now shipping',
    category: 'Product',
    publishedAt: '2025-09-16T08:00:00.000Z',
    excerpt: 'The SP4 reads soil moisture and temperature at up to six depths from one access tube, and reports them all in one LoRaWAN uplink.',
    content:
      'The SP4 Multi-Depth Soil Moisture Profile Probe is shipping from today. One probe, installed in a single access tube, measures volumetric water content and soil temperature at up to six depths between 10 and 60 cm, so a grower sees how far an irrigation reached instead of guessing from the surface.\n\n' +
      'All depths travel in one uplink, packed so that the message stays within the smallest LoRaWAN payload at the slowest data rate. At the default 15-minute interval the probe runs for more than ten years on its replaceable lithium cell.\n\n' +
      'Growers already using the SM300 can mix both probes on the same gateways and dashboards: the SP4 uses the same decoder, the same NFC configuration and the same alarm downlinks.',
    picture: fieldPicture,
  },
  {
    kind: 'news',
    slug: 'ct200-logger-passes-a-winter-in-a-22-c-cold-store',
    title: 'CT200 logger passes a winter in a −22 °C cold store',
    category: 'Field Report',
    publishedAt: '2025-10-21T08:00:00.000Z',
    excerpt: 'Forty CT200 loggers reported every five minutes from a frozen-food warehouse for a whole season, with every reading delivered.',
    content:
      'A frozen-food distributor ran forty CT200 Cold-Chain Temperature Loggers through a full winter in a −22 °C cold store, each with its PT1000 probe placed in a product simulant on the racking.\n\n' +
      'Steel racks and frozen goods absorb radio, so the store was covered by two indoor gateways mounted high on opposite walls. Over the season the network delivered every scheduled reading; the few uplinks lost on the first try were recovered from the loggers\u2019 on-board memory.\n\n' +
      'The distributor now replaces paper temperature rounds with the readings themselves, and alarms reach the night shift when a door is left open for more than ten minutes.',
    picture: coldChainPicture,
  },
  {
    kind: 'news',
    slug: 'one-gateway-covers-a-town-centre-s-air-quality-network',
    title: 'One gateway covers a town centre\u2019s air quality network',
    category: 'LoRaWAN',
    publishedAt: '2025-11-12T08:00:00.000Z',
    excerpt: 'Twelve AQ7 monitors across a town centre report particulates and gases through a single rooftop gateway.',
    content:
      'A town council has put twelve AQ7 Outdoor Particulate & Gas Monitors on lamp posts across its centre, from the railway station to the ring road, and every one of them reports through a single gateway on the town hall roof.\n\n' +
      'The furthest monitor sits 2.8 km away behind two rows of buildings, well within the 2\u20135 km we quote for urban LoRaWAN links. Adaptive data rate keeps the nearer monitors at fast data rates, so their uplinks take little airtime and leave room for more sensors later.\n\n' +
      'Readings of PM2.5, PM10 and nitrogen dioxide are published on the council\u2019s open data portal every fifteen minutes.',
    picture: coveragePicture,
  },
  {
    kind: 'blogs',
    slug: 'radar-or-ultrasonic-choosing-a-level-sensor',
    title: 'Radar or ultrasonic: choosing a level sensor',
    tags: ['Water Level', 'Buyer\u2019s guide'],
    publishedAt: '2025-08-28T08:00:00.000Z',
    excerpt: 'The WL10 and the WR30 both measure distance to a surface. Where each one belongs, and where it does not.',
    content:
      'Both of our level sensors measure the distance from the sensor to a surface and turn it into a level and a fill percentage. They differ in how they measure it, and that decides where they work well.\n\n' +
      'The WL10 sends an ultrasonic pulse and times its echo. It is accurate to a few millimetres in a closed tank with calm water, costs less, and suits rainwater tanks, wells and septic tanks. Foam, condensation on the transducer and strong wind over an open channel weaken its echo.\n\n' +
      'The WR30 uses an 80 GHz radar beam, narrow enough to pass between a tank\u2019s ladder and its inlet pipe, and it is not bothered by temperature, vapour or wind. It is the one for rivers, open channels and process tanks, and the one to choose when a reading must hold to ±2 mm.\n\n' +
      'Both report over LoRaWAN on the same schedule and decoder, so a site can use each where it fits.',
    picture: levelPicture,
  },
  {
    kind: 'blogs',
    slug: 'ventilating-by-co2-what-a-meeting-room-taught-us',
    title: 'Ventilating by CO\u2082: what a meeting room taught us',
    tags: ['Air Quality', 'Buildings'],
    publishedAt: '2025-10-02T08:00:00.000Z',
    excerpt: 'One IQ3 sensor, one afternoon of meetings, and why a fixed ventilation schedule wastes energy and still lets the air go stale.',
    content:
      'We put an IQ3 NDIR CO\u2082 sensor in our own eight-person meeting room and watched an ordinary afternoon. With the ventilation on its fixed schedule, CO\u2082 passed 1,000 ppm forty minutes into the first meeting and stayed above it until people left.\n\n' +
      'Linked to the air handling unit, the same reading now starts the fans when the level rises past 800 ppm and slows them when the room is empty. The room stays below 1,000 ppm through back-to-back meetings, and the fans run a third less over a week than they did on the timer.\n\n' +
      'The IQ3 recalibrates itself against outdoor air, so it needs no visit in its ten-year battery life.',
    picture: airPicture,
  },
  {
    kind: 'blogs',
    slug: 'where-a-sensor-spends-its-battery',
    title: 'Where a sensor spends its battery',
    tags: ['LoRaWAN', 'Battery Life'],
    publishedAt: '2025-11-04T08:00:00.000Z',
    excerpt: 'Ten years on one cell is a budget, not a promise: how reporting interval, spreading factor and confirmed uplinks spend it.',
    content:
      'Most of our sensors quote more than ten years on one lithium cell at a 15-minute reporting interval. That figure is a budget, and three settings spend it faster than anything else.\n\n' +
      'The reporting interval comes first: reporting every five minutes instead of fifteen roughly triples the energy spent on radio. The spreading factor comes next: a sensor far from its gateway at SF12 spends more than twenty times the airtime of one at SF7 for the same message, which is why adaptive data rate matters. Confirmed uplinks come last: each one keeps the radio listening for an acknowledgement, and each retry repeats the whole transmission.\n\n' +
      'Our sensors let you change the interval and thresholds by downlink, so you can report often while you commission a site and slow down once you trust it.',
    picture: batteryPicture,
  },
  ...resourceArticles({
    field: fieldPicture,
    coldChain: coldChainPicture,
    coverage: coveragePicture,
    level: levelPicture,
    air: airPicture,
    battery: batteryPicture,
  }),
];

/** The seed's articles as the Data Sync import takes them: published on their dates, with their pictures. */
function importItems(kind: ContentList, pictures: Map<SeedArticle, string>): unknown[] {
  return SEED_ARTICLES.filter((a) => a.kind === kind).map((a) => ({
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    featuredImage: pictures.get(a),
    ...(kind === 'news' ? { category: a.category } : { tags: a.tags }),
    isPublished: true,
    publishedAt: a.publishedAt,
    createdAt: a.publishedAt,
  }));
}

/**
 * Adds the seed's news and blog posts when the installation has neither (so articles an admin deleted do not come
 * back on the next start), as the Data Sync import does, written by the first admin, their pictures in the media
 * library (`<slug>.webp`). Answers what was created, or 'kept' when there were articles already.
 */
export async function seedArticles(bus: ServiceBus, store: ImageStore): Promise<ContentImportResult | 'kept'> {
  const [news, blogs] = await Promise.all([
    bus.send(Patterns.content.listNews, { scope: 'all', limit: 1 }),
    bus.send(Patterns.content.listBlogs, { scope: 'all', limit: 1 }),
  ]);
  if (news.total || blogs.total) return 'kept';
  const users = await collectPages((cursor) => bus.send(Patterns.identity.listUsers, { limit: PAGE_SIZE_MAX, cursor }));
  const admins = users.filter((u) => u.role === ADMIN_ROLE).map((u) => u.id);
  if (!admins.length) throw new Error('no admin account to write the seed articles: identity creates one at start');
  const pictures = new Map<SeedArticle, string>();
  for (const article of SEED_ARTICLES) {
    const draw = () => sharp(Buffer.from(article.picture), { density: 96 }).resize(W, H).webp(LIBRARY_UPLOAD_WEBP).toBuffer();
    pictures.set(article, await store.library(`${article.slug}.webp`, draw));
  }
  const importId = randomUUID();
  try {
    for (const list of ['news', 'blogs'] as const) {
      await bus.send(Patterns.content.stageImport, { importId, list, firstIndex: 0, items: importItems(list, pictures) });
    }
    return await bus.send(Patterns.content.applyImport, { importId, dryRun: false, authorId: Math.min(...admins) });
  } finally {
    await bus.send(Patterns.content.discardImport, { importId }).catch(() => undefined);
  }
}
