const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text made safe as XML character data or an attribute value (an SVG's, a feed's, a sitemap's). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => XML_ENTITIES[c]);
}

/** JSON text made safe inside a `<script>` element: a `<` can never close it, and U+2028/U+2029 stay escaped. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
