import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** pino's standard level numbers (the app defines no custom levels); `silent` and unknown names rank above all. */
const levelValues: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

function levelValue(level: string): number {
  return levelValues[level] ?? Number.POSITIVE_INFINITY;
}

/**
 * `request.log` that becomes pino's child logger (bindings: the request id) only when a line is
 * actually written. Fastify makes a child for every request, and the hot reads (thousands a second,
 * logged at `warn`) write none: pino's `child` (bindings serialised, the route's level set) was
 * about 4% of a cached event list's time. A line at or above the effective level (the route's
 * `logLevel`, else the parent's current level) goes through the real child, so every line written
 * still carries its `reqId`; below it, the call returns at once, as pino's own does.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  #write(method: LogMethod, args: LogArguments): void {
    if (this.#child !== undefined || levelValue(method) >= levelValue(this.level)) this.#real()[method](...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: LogArguments): void {
    this.#write('fatal', args);
  }
  error(...args: LogArguments): void {
    this.#write('error', args);
  }
  warn(...args: LogArguments): void {
    this.#write('warn', args);
  }
  info(...args: LogArguments): void {
    this.#write('info', args);
  }
  debug(...args: LogArguments): void {
    this.#write('debug', args);
  }
  trace(...args: LogArguments): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request logger above instead of a pino child per request. */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}
