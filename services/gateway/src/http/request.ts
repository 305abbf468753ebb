import type { Request } from 'express';
import type { SessionView } from '@lora/contracts';

export interface GatewayRequest extends Request {
  id: string;
  /** Memoised session lookup: undefined = not looked up yet, null = no valid session. */
  sessionView?: SessionView | null;
  /** The body limit of this request's route (see declaredBodyLimit). */
  bodyLimitBytes?: number;
}
