/** Every error the API answers has this body (SPEC §7 shows it to people as "<status>: <body>"). */
export interface ApiErrorBody {
  statusCode: number;
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  /** What went wrong, in words a person can act on; a list names every bad field. */
  message: string | string[];
  /** The id of this request in every log line it caused. */
  requestId: string;
  /** A 412 only: the record as it is stored now. */
  current?: object;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.statusCode === 'number' && typeof v.error === 'string' && (typeof v.message === 'string' || Array.isArray(v.message));
}
