/** Every error status the API answers, with what it means to a caller. */
export const ERROR_DESCRIPTIONS = {
  400: 'Invalid input; the message names each bad field',
  401: 'Not signed in, or the credentials are wrong',
  403: 'Signed in without the admin role, a cross-origin request, or a change an admin may not make to their own account',
  404: 'No such record, or not published',
  409: 'Conflicts with an existing record (a name already taken), is in use (a category products are in, a file they show), or would leave no admin',
  412: 'Based on a version someone has saved over since (If-Match or version): nothing was saved; `current` is the record as stored',
  413: 'The request body is larger than the limit',
  415: 'The file is not one of the allowed types (told by its bytes)',
  422: 'Well formed, but past a limit the message names (a picture with too many pixels)',
  429: 'Too many attempts; Retry-After says when to try again',
  503: 'A service, or the message bus, is unavailable; the message says which',
  504: 'A service did not answer in time',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;
