import { forwardRef, useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { brandGradient, markShapes } from '../layout/Wordmark.js';
import type { LogoVariant } from '../content/brand.js';

/**
 * Each variant's drawing size, the height it is shown at when not that (`shown`), and where its mark (`mark`, its top
 * left corner) and its wordmark (`words`, its baseline's start, or middle when stacked) sit; the wordmark is fitted to
 * its length so any fallback font keeps the layout.
 */
const LAYOUT: Record<LogoVariant, { width: number; height: number; shown?: number; mark?: [number, number]; words?: [number, number] }> = {
  default: { width: 330, height: 48, mark: [0, 0], words: [64, 35] },
  icon: { width: 48, height: 48, mark: [0, 0] },
  minimal: { width: 266, height: 48, words: [2, 35] },
  stacked: { width: 266, height: 112, mark: [109, 0], words: [133, 100] },
  brand: { width: 370, height: 96, shown: 80, mark: [24, 24], words: [88, 59] },
};
const WORDMARK_LENGTH = 262;

/**
 * The logo in one of SPEC's five variants, drawn as SVG in the theme's brand colours: the Brand variant reversed on
 * the gradient, the Minimal one all in navy.
 */
export const Logo = forwardRef<SVGSVGElement, { variant: LogoVariant; title: string }>(function Logo({ variant, title }, ref) {
  const { palette } = useTheme();
  const [teal, navy, white] = [palette.primary.main, palette.text.primary, palette.common.white];
  const gradient = `g${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const titleId = `${gradient}-title`;
  const { width, height: h, shown = h, mark, words } = LAYOUT[variant];
  const brand = variant === 'brand';
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${h}`}
      width={(width / h) * shown}
      height={shown}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <defs>{brandGradient(gradient, palette)}</defs>
      {brand && <rect width={width} height={h} rx="16" fill={`url(#${gradient})`} />}
      {mark && <g transform={`translate(${mark[0]} ${mark[1]})`}>{markShapes(brand ? white : `url(#${gradient})`, navy, brand ? teal : white)}</g>}
      {words && (
        <text
          x={words[0]}
          y={words[1]}
          textAnchor={variant === 'stacked' ? 'middle' : 'start'}
          fontFamily="Inter, 'Segoe UI', Arial, sans-serif"
          fontSize="30"
          fontWeight="700"
          letterSpacing="-0.5"
          textLength={WORDMARK_LENGTH}
          lengthAdjust="spacingAndGlyphs"
        >
          <tspan fill={brand || variant === 'minimal' ? navy : teal}>LoRa</tspan>
          <tspan fill={brand ? white : navy}>WAN Sensors</tspan>
        </text>
      )}
    </svg>
  );
});

/** The drawn logo as a standalone SVG file. */
export function svgFile(svg: SVGSVGElement): Blob {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.removeAttribute('role');
  const markup = new XMLSerializer().serializeToString(clone);
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`], { type: 'image/svg+xml' });
}

/** The drawn logo rasterised at `scale` times its drawing size, as a PNG file. */
export async function pngFile(svg: SVGSVGElement, scale = 4): Promise<Blob> {
  const image = new Image();
  image.src = URL.createObjectURL(svgFile(svg));
  try {
    await image.decode();
    const box = svg.viewBox.baseVal;
    const canvas = document.createElement('canvas');
    canvas.width = box.width * scale;
    canvas.height = box.height * scale;
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(image.src);
  }
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
