/** The API's own paths, in any letter case: answered by the API (JSON), never by a page. */
export const API_PATH = /^\/api(\/|$)/i;
