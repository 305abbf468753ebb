import fs from 'node:fs';
import { createRequire } from 'node:module';
import { BRAND_COLORS, BRAND_MARK, productSpecifications, type ProductView, type SiteSettings } from '@lora/contracts';

/**
 * A product's datasheet as a PDF (A4), drawn from the product's own data with pdfkit: the brand's header, the name,
 * maker and model, the picture beside the overview, the specifications table (the list the product page shows, in its
 * order), the key features, connectivity and certifications, and where to reach sales. Text is real text in Inter
 * (embedded, subset), so it can be searched, copied and read out. The same product renders the same bytes: the
 * document's dates are the product's, so its entity tag is the same on every replica.
 */

/** Inter's static weights (Google Fonts' cut, OFL), as TrueType: pdfkit embeds TrueType, not WOFF2. */
const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  semibold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;
type Weight = keyof typeof FONT_FILES;

type Pdfkit = typeof import('pdfkit');
type Doc = InstanceType<Pdfkit>;
interface Toolkit {
  PDFDocument: Pdfkit;
  /** Each weight parsed once per process: parsing and the first layout of a face cost far more than a page does. */
  fonts: Record<Weight, unknown>;
}

let toolkit: Promise<Toolkit> | undefined;

/** pdfkit, fontkit and the fonts, loaded on the first datasheet: a gateway that never renders one never holds them. */
function loadToolkit(): Promise<Toolkit> {
  toolkit ??= (async () => {
    const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
    const require = createRequire(import.meta.url);
    const fonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([weight, file]) => [weight, fontkit.create(fs.readFileSync(require.resolve(file)))]),
    ) as Record<Weight, unknown>;
    return { PDFDocument, fonts };
  })().catch((err: unknown) => {
    toolkit = undefined;
    throw err;
  });
  return toolkit;
}

const COLOR = {
  ...BRAND_COLORS,
  /** The theme's teal for text on white (primary.dark): the brand teal itself is too light to read there. */
  tealText: '#00806b',
  /** The theme's secondary text and divider. */
  muted: '#475569',
  rule: '#e2e8f0',
  tint: '#e6fbf6',
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const HEADER_HEIGHT = 84;
/** Where the running footer starts: content stays above it. */
const FOOTER_TOP = PAGE.height - 36;
const CONTENT_BOTTOM = FOOTER_TOP - 16;
const PICTURE = { width: 200, height: 170 } as const;

/** The site's name as its wordmark spells it: "LoRa" in teal, the rest in the text colour. */
const WORDMARK = ['LoRa', 'WAN Sensors'] as const;

export interface DatasheetInput {
  product: ProductView;
  /** The product's picture as JPEG bytes (media's own resized copy), if it has one that could be read. */
  picture?: Buffer;
  site: SiteSettings;
}

/** Renders the datasheet; resolves to the whole PDF. */
export async function renderDatasheet({ product, picture, site }: DatasheetInput): Promise<Buffer> {
  const { PDFDocument, fonts } = await loadToolkit();
  const productUrl = `${site.origin}/products/${product.id}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.height - CONTENT_BOTTOM, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: `${product.name} – Datasheet`,
      Author: product.manufacturer,
      Subject: product.shortDescription ?? product.name,
      Creator: `${WORDMARK.join('')} (${site.origin})`,
      Producer: 'pdfkit',
      CreationDate: new Date(product.createdAt),
      ModDate: new Date(product.updatedAt),
    },
  });
  for (const [weight, font] of Object.entries(fonts)) {
    // fontkit keeps each glyph it makes with the characters it was first made from, and pdfkit writes those as the
    // glyph's text (ToUnicode): a glyph first met in another product's datasheet would read back as that one's
    // characters. Each render starts with no glyphs made; the parsed tables, the costly part, stay.
    (font as { _glyphs: Record<number, unknown> })._glyphs = {};
    doc.registerFont(weight, font as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const draw = new Drawing(doc);
  draw.header(product);
  draw.title(product);
  draw.overview(product, picture);
  draw.specifications(productSpecifications(product));
  draw.features(product.features);
  draw.chipLists([
    { title: 'Connectivity', items: product.connectivity, filled: true },
    { title: 'Certifications', items: product.certifications, filled: false },
  ]);
  draw.contacts(site, productUrl);
  draw.footers(site, product);
  doc.end();
  return ended;
}

/** The drawing of one datasheet: where the next block goes, and each block in turn. */
class Drawing {
  private y: number;

  constructor(private readonly doc: Doc) {
    this.y = HEADER_HEIGHT + 28;
    doc.on('pageAdded', () => {
      this.runningHeader();
      this.y = PAGE.margin + 28;
    });
  }

  private font(weight: Weight, size: number, color: string = COLOR.navy): Doc {
    return this.doc.font(weight).fontSize(size).fillColor(color);
  }

  /** Starts a new page when `height` more points do not fit on this one. */
  private room(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.doc.addPage();
  }

  /** The brand's mark (BRAND_MARK): the chirp and node on the teal-to-cyan tile, `size` points wide. */
  private mark(x: number, y: number, size: number): void {
    const { doc } = this;
    const tile = doc.linearGradient(0, 0, BRAND_MARK.size, BRAND_MARK.size);
    tile.stop(0, COLOR.teal).stop(1, COLOR.cyan);
    doc
      .save()
      .translate(x, y)
      .scale(size / BRAND_MARK.size);
    doc.roundedRect(0, 0, BRAND_MARK.size, BRAND_MARK.size, BRAND_MARK.radius).fill(tile);
    doc.path(BRAND_MARK.chirp).lineWidth(BRAND_MARK.stroke).lineCap('round').lineJoin('round').stroke(COLOR.navy);
    const { cx, cy, r, stroke } = BRAND_MARK.node;
    doc.circle(cx, cy, r).lineWidth(stroke).fillAndStroke(COLOR.white, COLOR.navy);
    doc.restore();
  }

  /** The first page's band: the mark and wordmark on navy, what the document is on the right, the brand's gradient under it. */
  header(product: ProductView): void {
    const { doc } = this;
    doc.rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(COLOR.navy);
    const gradient = doc.linearGradient(0, 0, PAGE.width, 0);
    gradient.stop(0, COLOR.teal).stop(1, COLOR.cyan);
    doc.rect(0, HEADER_HEIGHT, PAGE.width, 4).fill(gradient);
    this.mark(PAGE.margin, 26, 32);
    this.font('bold', 17, COLOR.teal).text(WORDMARK[0], PAGE.margin + 44, 33, { continued: true, lineBreak: false });
    this.font('bold', 17, COLOR.white).text(WORDMARK[1], { lineBreak: false });
    const right = { width: 220, align: 'right' as const, lineBreak: false };
    const x = PAGE.width - PAGE.margin - right.width;
    this.font('semibold', 8.5, COLOR.teal).text('PRODUCT DATASHEET', x, 30, { ...right, characterSpacing: 1.6 });
    this.font('regular', 9, COLOR.slate).text(product.model ?? product.manufacturer, x, 45, right);
  }

  /** Later pages: a slim band with the wordmark, so a printed page still says whose it is. */
  private runningHeader(): void {
    const { doc } = this;
    doc.rect(0, 0, PAGE.width, 30).fill(COLOR.navy);
    this.font('bold', 10, COLOR.teal).text(WORDMARK[0], PAGE.margin, 10, { continued: true, lineBreak: false });
    this.font('bold', 10, COLOR.white).text(WORDMARK[1], { lineBreak: false });
    this.font('semibold', 7.5, COLOR.teal).text('PRODUCT DATASHEET', PAGE.width - PAGE.margin - 200, 11.5, {
      width: 200,
      align: 'right',
      lineBreak: false,
      characterSpacing: 1.4,
    });
  }

  /** Category, name, maker and model, and the badges the product page shows. */
  title(product: ProductView): void {
    const { doc } = this;
    if (product.category) {
      this.font('semibold', 9, COLOR.tealText).text(product.category.toUpperCase(), PAGE.margin, this.y, {
        width: CONTENT_WIDTH,
        characterSpacing: 1,
      });
      this.y = doc.y + 4;
    }
    this.font('bold', 22).text(product.name, PAGE.margin, this.y, { width: CONTENT_WIDTH, lineGap: 1 });
    this.y = doc.y + 4;
    const maker = [`by ${product.manufacturer}`, ...(product.model ? [`Model ${product.model}`] : [])].join('   ·   ');
    this.font('regular', 11, COLOR.muted).text(maker, PAGE.margin, this.y, { width: CONTENT_WIDTH });
    this.y = doc.y + 10;
    let x = PAGE.margin;
    const badges = [
      ...(product.lorawan ? [{ label: 'LoRaWAN', filled: true }] : []),
      { label: product.availability, filled: false },
      ...(product.leadTime ? [{ label: product.leadTime, filled: false }] : []),
    ];
    for (const badge of badges) x += this.pill(badge.label, x, this.y, badge.filled) + 6;
    this.y += 18 + 18;
  }

  /** A rounded label; answers its width. Filled: the brand teal with navy text; else outlined. */
  private pill(label: string, x: number, y: number, filled: boolean, size = 8.5): number {
    const { doc } = this;
    this.font('semibold', size);
    const width = Math.min(doc.widthOfString(label) + 16, CONTENT_WIDTH);
    const height = size + 9.5;
    if (filled) doc.roundedRect(x, y, width, height, height / 2).fill(COLOR.tint);
    else
      doc
        .roundedRect(x + 0.4, y + 0.4, width - 0.8, height - 0.8, height / 2)
        .lineWidth(0.8)
        .stroke(COLOR.slate);
    this.font('semibold', size, filled ? COLOR.tealText : COLOR.navy).text(label, x + 8, y + 4.6, {
      width: width - 16,
      lineBreak: false,
      ellipsis: true,
    });
    return width;
  }

  /** A section's heading with the brand's accent bar. */
  private heading(text: string, x: number = PAGE.margin, width: number = CONTENT_WIDTH): void {
    this.doc.rect(x, this.y + 1.5, 3, 13).fill(COLOR.teal);
    this.font('bold', 13).text(text, x + 10, this.y, { width: width - 10 });
    this.y = this.doc.y + 8;
  }

  /** The picture in its frame (or the brand's mark where there is none), the description beside it. */
  overview(product: ProductView, picture: Buffer | undefined): void {
    const { doc } = this;
    const top = this.y;
    doc.roundedRect(PAGE.margin, top, PICTURE.width, PICTURE.height, 8).fillAndStroke(COLOR.mist, COLOR.rule);
    let shown = false;
    if (picture) {
      try {
        doc.image(picture, PAGE.margin + 10, top + 10, { fit: [PICTURE.width - 20, PICTURE.height - 20], align: 'center', valign: 'center' });
        shown = true;
      } catch {
        // A picture pdfkit cannot read: the frame keeps the placeholder below.
      }
    }
    if (!shown) {
      doc.opacity(0.35);
      this.mark(PAGE.margin + PICTURE.width / 2 - 24, top + PICTURE.height / 2 - 24, 48);
      doc.opacity(1);
    }
    const x = PAGE.margin + PICTURE.width + 24;
    const width = PAGE.width - PAGE.margin - x;
    this.y = top;
    this.heading('Overview', x, width);
    this.font('regular', 9.5).text(product.description, x, this.y, { width, lineGap: 2.5 });
    this.y = Math.max(top + PICTURE.height, doc.y) + 26;
  }

  /** The specifications as a two-column table, a row at a time so a long one moves whole to the next page. */
  specifications(rows: Array<[string, string]>): void {
    if (!rows.length) return;
    const { doc } = this;
    const nameWidth = CONTENT_WIDTH * 0.36;
    const valueWidth = CONTENT_WIDTH - nameWidth;
    const pad = 4.5;
    const heights = rows.map(([name, value]) => {
      const nameHeight = this.font('semibold', 9).heightOfString(name, { width: nameWidth - 2 * pad - 4 });
      const valueHeight = this.font('regular', 9).heightOfString(value, { width: valueWidth - 2 * pad });
      return Math.max(nameHeight, valueHeight) + 2 * pad;
    });
    this.room(40 + heights[0]);
    this.heading('Technical Specifications');
    rows.forEach(([name, value], i) => {
      if (this.y + heights[i] > CONTENT_BOTTOM) {
        doc.addPage();
        this.heading('Technical Specifications (continued)');
      }
      const top = this.y;
      if (i % 2 === 0) doc.rect(PAGE.margin, top, CONTENT_WIDTH, heights[i]).fill(COLOR.mist);
      doc
        .moveTo(PAGE.margin, top + heights[i])
        .lineTo(PAGE.margin + CONTENT_WIDTH, top + heights[i])
        .lineWidth(0.6)
        .stroke(COLOR.rule);
      this.font('semibold', 9, COLOR.muted).text(name, PAGE.margin + pad + 4, top + pad, { width: nameWidth - 2 * pad - 4 });
      this.font('regular', 9).text(value, PAGE.margin + nameWidth + pad, top + pad, { width: valueWidth - 2 * pad });
      this.y = top + heights[i];
    });
    this.y += 24;
  }

  /** The key features as bullets with the brand's teal dots. */
  features(items: string[]): void {
    if (!items.length) return;
    const { doc } = this;
    const indent = 14;
    const width = CONTENT_WIDTH - indent;
    const heights = items.map((item) => this.font('regular', 9.5).heightOfString(item, { width, lineGap: 2 }));
    this.room(40 + heights[0]);
    this.heading('Key Features');
    items.forEach((item, i) => {
      this.room(heights[i]);
      doc.circle(PAGE.margin + 4, this.y + 5.5, 2.2).fill(COLOR.teal);
      this.font('regular', 9.5).text(item, PAGE.margin + indent, this.y, { width, lineGap: 2 });
      this.y = doc.y + 5;
    });
    this.y += 19;
  }

  /** Lists shown as pills, side by side, each only when it has items. */
  chipLists(lists: Array<{ title: string; items: string[]; filled: boolean }>): void {
    const shown = lists.filter((list) => list.items.length);
    if (!shown.length) return;
    const gap = 24;
    const width = (CONTENT_WIDTH - gap * (shown.length - 1)) / shown.length;
    const layouts = shown.map((list) => this.pillRows(list.items, width));
    this.room(40 + Math.max(...layouts.map((rows) => rows.length)) * 24);
    const top = this.y;
    let bottom = top;
    shown.forEach((list, i) => {
      const x = PAGE.margin + i * (width + gap);
      this.y = top;
      this.heading(list.title, x, width);
      layouts[i].forEach((row, r) => {
        let left = x;
        for (const item of row) left += this.pill(item, left, this.y + r * 24, list.filled, 8.5) + 6;
      });
      bottom = Math.max(bottom, this.y + layouts[i].length * 24);
    });
    this.y = bottom + 20;
  }

  /** Items in rows of pills that fit `width`. */
  private pillRows(items: string[], width: number): string[][] {
    const rows: string[][] = [[]];
    let used = 0;
    this.font('semibold', 8.5);
    for (const item of items) {
      const w = Math.min(this.doc.widthOfString(item) + 16, width) + 6;
      if (used + w > width + 6 && rows[rows.length - 1].length) {
        rows.push([]);
        used = 0;
      }
      rows[rows.length - 1].push(item);
      used += w;
    }
    return rows;
  }

  /** Where to ask: the sales address, the product's page and the site, as links. */
  contacts(site: SiteSettings, productUrl: string): void {
    const { doc } = this;
    const height = 74;
    this.room(height);
    const top = this.y;
    doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 8).fill(COLOR.navy);
    this.font('bold', 12, COLOR.white).text('Questions, samples or a quote?', PAGE.margin + 18, top + 14, { width: CONTENT_WIDTH - 36 });
    const line = (label: string, value: string, link: string, y: number) => {
      this.font('semibold', 9, COLOR.slate).text(label, PAGE.margin + 18, y, { width: 80, lineBreak: false });
      this.font('regular', 9, COLOR.teal).text(value, PAGE.margin + 100, y, { width: CONTENT_WIDTH - 118, link, lineBreak: false, ellipsis: true });
    };
    line('Sales', site.salesEmail, `mailto:${site.salesEmail}`, top + 35);
    line('Product page', productUrl, productUrl, top + 50);
    this.y = top + height;
  }

  /** Each page's footer: the site and the sales address, and the page's number. */
  footers(site: SiteSettings, product: ProductView): void {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // The footer sits below the content's bottom margin: lifted for the while, so no page is added for it.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .moveTo(PAGE.margin, FOOTER_TOP)
        .lineTo(PAGE.width - PAGE.margin, FOOTER_TOP)
        .lineWidth(0.6)
        .stroke(COLOR.rule);
      const text = `${site.origin.replace(/^https?:\/\//, '')}  ·  ${site.salesEmail}`;
      this.font('regular', 7.5, COLOR.muted).text(text, PAGE.margin, FOOTER_TOP + 9, {
        width: CONTENT_WIDTH * 0.7,
        lineBreak: false,
        ellipsis: true,
      });
      const page = `${product.model ?? product.name}  ·  Page ${i - start + 1} of ${count}`;
      this.font('regular', 7.5, COLOR.muted).text(page, PAGE.margin + CONTENT_WIDTH * 0.7, FOOTER_TOP + 9, {
        width: CONTENT_WIDTH * 0.3,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  }
}
