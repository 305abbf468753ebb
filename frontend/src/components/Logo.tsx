import { forwardRef, useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { BRAND_MARK } from '@lora/api';
import type { LogoVariant } from '../content/brand.js';

/** Each variant's drawing size; the wordmark is fitted to its length so any fallback font keeps the layout. */
const BOX: Record<LogoVariant, { width: number; height: number }> = {
  default: { width: 330, height: 48 },
  icon: { width: 48, height: 48 },
  minimal: { width: 266, height: 48 },
  stacked: { width: 266, height: 112 },
  brand: { width: 370, height: 96 },
};
const WORDMARK_LENGTH = 262;

/** The mark (BRAND_MARK): a rounded tile with a LoRa chirp ending in the sensor's node. */
function Mark({ x, y, fill, ink, node }: { x: number; y: number; fill: string; ink: string; node: string }) {
  const { radius, chirp, stroke, node: dot } = BRAND_MARK;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={BRAND_MARK.size} height={BRAND_MARK.size} rx={radius} fill={fill} />
      <path d={chirp} fill="none" stroke={ink} strokeWidth={stroke} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={node} stroke={ink} strokeWidth={dot.stroke} />
    </g>
  );
}

function Wordmark({ x, y, anchor = 'start', lora, rest }: { x: number; y: number; anchor?: 'start' | 'middle'; lora: string; rest: string }) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontFamily="Inter, 'Segoe UI', Arial, sans-serif"
      fontSize="30"
      fontWeight="700"
      letterSpacing="-0.5"
      textLength={WORDMARK_LENGTH}
      lengthAdjust="spacingAndGlyphs"
    >
      <tspan fill={lora}>LoRa</tspan>
      <tspan fill={rest}>WAN Sensors</tspan>
    </text>
  );
}

/** The logo in one of SPEC's five variants, drawn as SVG in the theme's brand colours. */
export const Logo = forwardRef<SVGSVGElement, { variant: LogoVariant; title: string; height?: number }>(function Logo(
  { variant, title, height = 48 },
  ref,
) {
  const { palette } = useTheme();
  const c = { teal: palette.primary.main, cyan: palette.secondary.main, navy: palette.text.primary, white: palette.common.white };
  const gradient = `g${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const titleId = `${gradient}-title`;
  const { width, height: h } = BOX[variant];
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${h}`}
      width={(width / h) * height}
      height={height}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={c.teal} />
          <stop offset="1" stopColor={c.cyan} />
        </linearGradient>
      </defs>
      {variant === 'default' && (
        <>
          <Mark x={0} y={0} fill={`url(#${gradient})`} ink={c.navy} node={c.white} />
          <Wordmark x={64} y={35} lora={c.teal} rest={c.navy} />
        </>
      )}
      {variant === 'icon' && <Mark x={0} y={0} fill={`url(#${gradient})`} ink={c.navy} node={c.white} />}
      {variant === 'minimal' && <Wordmark x={2} y={35} lora={c.navy} rest={c.navy} />}
      {variant === 'stacked' && (
        <>
          <Mark x={109} y={0} fill={`url(#${gradient})`} ink={c.navy} node={c.white} />
          <Wordmark x={133} y={100} anchor="middle" lora={c.teal} rest={c.navy} />
        </>
      )}
      {variant === 'brand' && (
        <>
          <rect width={width} height={h} rx="16" fill={`url(#${gradient})`} />
          <Mark x={24} y={24} fill={c.white} ink={c.navy} node={c.teal} />
          <Wordmark x={88} y={59} lora={c.navy} rest={c.white} />
        </>
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
