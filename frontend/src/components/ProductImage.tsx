import { useEffect, useRef, useState } from 'react';
import { styled } from '@mui/material/styles';
import { SensorsIcon } from './icons.js';

/** How far ahead of the viewport a lazy picture starts loading (SPEC §2: root margin 50px). */
const LAZY_ROOT_MARGIN = '50px';

/** The picture's 4:3 frame, its own tint behind it, and what shows when there is no picture. */
const Frame = styled('div')(({ theme }) => ({
  aspectRatio: '4 / 3',
  backgroundColor: theme.palette.neutral[100],
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  '& .image-unavailable': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
}));

/**
 * A product picture: lazy (loaded once within 50 px of the viewport), WebP first with the JPEG beside it on
 * error, 'Image unavailable' when both fail; width and height fixed so nothing shifts. A picture in the first
 * screen loads at once (`eager`); the page's largest one (`priority`) also ahead of other requests, as it
 * decides when the page looks loaded. A lazy picture is in the page's HTML too, inside `<noscript>`, for
 * visitors without JavaScript.
 */
export function ProductImage({
  src,
  srcSet,
  sizes,
  alt,
  eager = false,
  priority = false,
}: {
  src: string | null;
  /** The WebP in other widths (`srcset`), with `sizes` saying how wide it is drawn; dropped for the JPEG. */
  srcSet?: string;
  sizes?: string;
  alt: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const lazy = !eager && !priority;
  // A lazy picture loads once its box is within LAZY_ROOT_MARGIN of the viewport. The browser's own `loading="lazy"`
  // starts far earlier (Chromium: 1,250 px and more ahead), which on a phone loads a whole catalogue page's pictures
  // with the page.
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!lazy || !src || near || !element) return;
    // Without IntersectionObserver (old browsers) the picture loads at once; known only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: LAZY_ROOT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [lazy, src, near]);
  const sources = src ? [src, ...(src.endsWith('.webp') ? [src.replace(/\.webp$/, '.jpg')] : [])] : [];
  const current = sources[attempt];
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before the page hydrates, when React is not yet listening for its error.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setAttempt((a) => a + 1);
  }, [current]);
  const size = {
    width: 800,
    height: 600,
    style: { width: '100%', height: '100%', objectFit: 'cover' as const },
    ...(srcSet && attempt === 0 ? { srcSet, sizes } : {}),
  };
  return (
    <Frame ref={ref}>
      {current && lazy && !near ? (
        <noscript>
          <img src={current} alt={alt} loading="lazy" {...size} />
        </noscript>
      ) : current ? (
        <img
          ref={image}
          src={current}
          alt={alt}
          {...size}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          onError={() => setAttempt((a) => a + 1)}
        />
      ) : src ? (
        <p className="image-unavailable">Image unavailable</p>
      ) : (
        <SensorsIcon sx={{ fontSize: 64, color: 'neutral.400' }} aria-hidden />
      )}
    </Frame>
  );
}
