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
