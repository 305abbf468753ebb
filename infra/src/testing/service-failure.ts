import { ServiceCallError } from '@lora/contracts';

/** Awaits a bus call that must fail with a service error, and returns that error. */
export async function serviceFailure(call: Promise<unknown>): Promise<ServiceCallError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof ServiceCallError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}
