import { HttpException, HttpStatus } from '@nestjs/common';

/** "12 seconds", "3 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 whose message says how long to wait; the error filter puts the wait in Retry-After. */
export function tooManyRequests(whatHappened: string, msBeforeNext: number): HttpException {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpException(
    {
      statusCode: HttpStatus.TOO_MANY_REQUESTS,
      error: 'Too Many Requests',
      message: `${whatHappened} Try again in ${formatWait(seconds)}.`,
      retryAfterSeconds: seconds,
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
