import { prettyFactory } from 'pino-pretty';
import type { AppService } from './paths.js';

const COLOURS: Record<AppService, number> = { gateway: 36, identity: 35, catalog: 32, content: 33, media: 34 };

/** Turns a service's JSON log line into one readable, service-prefixed line. */
export function createLineFormatter(colour = process.stdout.isTTY): (service: AppService, line: string) => string {
  const pretty = prettyFactory({
    colorize: colour,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,service,context',
    singleLine: true,
  });
  return (service, line) => {
    const tag = colour ? `\x1b[${COLOURS[service]}m${service.padEnd(8)}\x1b[0m` : service.padEnd(8);
    if (!line.startsWith('{')) return `${tag} | ${line}`;
    try {
      return `${tag} | ${pretty(JSON.parse(line)).trimEnd()}`;
    } catch {
      return `${tag} | ${line}`;
    }
  };
}
