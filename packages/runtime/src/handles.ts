import { MessagePattern } from '@nestjs/microservices';
import type { ReplyOf, RequestOf, RequestPattern } from '@lora/contracts';

type Handler<P extends RequestPattern> = (payload: RequestOf<P>) => ReplyOf<P> | Promise<ReplyOf<P>>;

/**
 * Marks a method as the handler of a request pattern. The method must take the pattern's request
 * and answer its reply as the contract map says, or the service does not compile.
 */
export function Handles<P extends RequestPattern>(pattern: P) {
  return <M extends Handler<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    MessagePattern(pattern)(target, key, descriptor);
  };
}
