/**
 * Where the gateway is in its life. After SIGTERM it drains: readiness answers 503 so that the load balancer takes
 * it out of rotation, while it keeps answering what still reaches it (with `Connection: close`), for
 * SHUTDOWN_DRAIN_MS; only then does it close its port.
 */
export class Lifecycle {
  draining = false;
}
