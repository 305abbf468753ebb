import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Safari still wants `-webkit-user-select` (MUI's buttons and inputs set `user-select`); every other property the
 * site's and MUI's styles use is unprefixed in the browsers it supports, or written prefixed by the styles themselves.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The app's Emotion cache, built alike by the server's render and the browser's hydration so both compute the same
 * class names. It goes without Stylis's default prefixer: the -webkit-/-ms- copies it adds for browsers of a decade
 * ago (flex boxes, transitions) were a third of every page's inline CSS, which the browser parses before its first paint.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
}

/** The attribute of the style elements the server rendered, each listing the styles it holds ("css 1x2y 3z4w"). */
export const SERVER_STYLES = 'data-server-styles';

/**
 * Takes the server's styles as already in the page: the browser's cache leaves their elements where they are and
 * inserts only styles they lack. Found by Emotion (`data-emotion`), each would be moved to the end of the head, once
 * by Emotion's default cache and again by the app's: each move is a new style sheet, and the browser styles every
 * element of the page again while hydrating.
 */
export function adoptServerStyles(cache: EmotionCache): EmotionCache {
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES}]`))
    for (const name of element.getAttribute(SERVER_STYLES)!.split(' ').slice(1)) cache.inserted[name] = true;
  return cache;
}
