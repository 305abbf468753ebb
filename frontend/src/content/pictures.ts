import { ApiPaths, SITE_PICTURE } from '@lora/api';
import type { Picture } from '../sections/Hero.js';

/** One of the site's own pictures (SITE_PICTURE, seeded under `site/<name>`), offered in each of its widths. */
export function sitePicture(name: string, alt: string): Picture {
  return {
    src: ApiPaths.sitePicture(name),
    srcSet: SITE_PICTURE.widths.map((width) => `${ApiPaths.sitePicture(name, width)} ${width}w`).join(', '),
    alt,
  };
}
