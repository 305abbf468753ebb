import { ApiPaths, SITE_PICTURE } from '@lora/api';

/** A picture a section shows: its default file, the other widths it comes in, and its text alternative. */
export interface Picture {
  src: string;
  /** The same picture in other widths, for the browser to pick from (`<img srcset>`). */
  srcSet?: string;
  alt: string;
}

/** One of the site's own pictures (SITE_PICTURE, seeded under `site/<name>`), offered in each of its widths. */
export function sitePicture(name: string, alt: string): Picture {
  return {
    src: ApiPaths.sitePicture(name),
    srcSet: SITE_PICTURE.widths.map((width) => `${ApiPaths.sitePicture(name, width)} ${width}w`).join(', '),
    alt,
  };
}
