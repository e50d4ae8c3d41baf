import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface RouteTally {
  requests: number;
  statuses: Record<string, number>;
  failures: number;
  totalMs: number;
  maxMs: number;
  /** Answers that were not the framework's "no such route" 404. */
  routed: number;
}

export const REPORT_PATH = join(__dirname, '../../../tmp/fuzz-report.json');

/** Counts per database and route: requests, status codes, failures, time. */
export class FuzzReport {
  private readonly databases = new Map<string, Map<string, RouteTally>>();
  private readonly seconds = new Map<string, number>();
  private readonly jobs = new Map<string, unknown[]>();

  constructor(
    readonly seed: number,
    readonly runs: number,
  ) {}

  record(
    database: string,
    route: string,
    status: number,
    durationMs: number,
    failed: boolean,
    routed: boolean,
  ): void {
    const routes = this.databases.get(database) ?? new Map<string, RouteTally>();
    this.databases.set(database, routes);
    const tally = routes.get(route) ?? {
      requests: 0,
      statuses: {},
      failures: 0,
      totalMs: 0,
      maxMs: 0,
      routed: 0,
    };
    routes.set(route, tally);
    tally.requests += 1;
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (failed) tally.failures += 1;
    if (routed) tally.routed += 1;
    tally.totalMs += durationMs;
    tally.maxMs = Math.max(tally.maxMs, durationMs);
  }

  tally(database: string, route: string): RouteTally | undefined {
    return this.databases.get(database)?.get(route);
  }

  noteJobs(database: string, jobs: unknown[]): void {
    this.jobs.set(database, jobs);
  }

  finish(database: string, seconds: number): void {
    this.seconds.set(database, seconds);
  }

  /** A fixed-width table, one line per route, for the console. */
  table(database: string): string {
    const routes = [...(this.databases.get(database) ?? new Map<string, RouteTally>()).entries()];
    const width = Math.max(...routes.map(([route]) => route.length), 5);
    const lines = [
      `Hostile-input run on ${database}: seed ${this.seed}, ${this.runs} runs per route, ${this.seconds.get(database)?.toFixed(1) ?? '?'} s`,
      `${'route'.padEnd(width)}  requests  failures  mean ms  max ms  statuses`,
    ];
    let total = 0;
    for (const [route, tally] of routes) {
      total += tally.requests;
      const statuses = Object.entries(tally.statuses)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, count]) => `${status}x${count}`)
        .join(' ');
      lines.push(
        `${route.padEnd(width)}  ${String(tally.requests).padStart(8)}  ${String(tally.failures).padStart(8)}  ${(tally.totalMs / tally.requests).toFixed(1).padStart(7)}  ${tally.maxMs.toFixed(0).padStart(6)}  ${statuses}`,
      );
    }
    lines.push(`${routes.length} routes, ${total} requests`);
    return lines.join('\n');
  }

  write(path = REPORT_PATH): void {
    const databases = Object.fromEntries(
      [...this.databases.entries()].map(([database, routes]) => [
        database,
        {
          seconds: this.seconds.get(database) ?? null,
          troubledJobs: this.jobs.get(database) ?? null,
          routes: Object.fromEntries(
            [...routes.entries()].map(([route, tally]) => [
              route,
              {
                ...tally,
                meanMs: Math.round((tally.totalMs / tally.requests) * 10) / 10,
                totalMs: Math.round(tally.totalMs),
              },
            ]),
          ),
        },
      ]),
    );
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      `${JSON.stringify({ seed: this.seed, runsPerRoute: this.runs, writtenAt: new Date().toISOString(), databases }, null, 2)}\n`,
    );
  }
}
