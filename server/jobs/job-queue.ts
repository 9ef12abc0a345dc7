import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client';

/** A job to add: its queue and its data. */
export interface NewJob {
  name: string;
  data: object;
  /** Only one job per key may wait in a queue at a time. */
  singletonKey?: string;
  /** Runs no sooner than this many seconds after it commits, on the database's clock. */
  startAfterSeconds?: number;
}

export interface QueueCounts {
  /** Waiting or running, retries included. */
  queued: number;
  /** Given up for good within the queue's retention. */
  failed: number;
}

export interface QueuePolicy {
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** A job running longer than this is taken to be cut short (a crash) and runs again. */
  expireInSeconds: number;
  /** Where a job goes once its last try failed. */
  deadLetter?: string;
}

export interface WorkerOptions {
  /** Workers this process runs for the queue, each on its own batch. */
  concurrency?: number;
  /**
   * Jobs a worker takes in one statement and then runs one after another. Each job still
   * completes, fails and is retried on its own; a batch saves the queue's statements per job.
   */
  batchSize?: number;
}

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

export interface JobQueue {
  /** The queue's tables live in this schema of the app's database. */
  readonly schema: string;
  defineQueue(name: string, policy?: QueuePolicy): void;
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkerOptions): void;
  /** A cron schedule (in the restaurant's time zone); one process runs each tick. */
  schedule(name: string, cron: string): void;
  /** Creates the schema and the queues (once across processes), then starts the workers. */
  start(): Promise<void>;
  /** Adds jobs inside the caller's transaction: they exist exactly when what caused them commits. */
  enqueue(tx: Database, jobs: NewJob[]): Promise<void>;
  /** Tells this process's workers of `name` to look for jobs now instead of at their next poll. */
  wake(name: string): void;
  /** Resolves once no job of `names` is waiting (and due) or running (tests, shutdown). */
  idle(names: string[]): Promise<void>;
  counts(): Promise<QueueCounts>;
  /** Stops taking jobs and waits up to `timeoutMs` for the running ones. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  schema: string;
  timeZone: string;
  /** How often an idle worker asks for jobs. */
  pollingIntervalSeconds?: number;
  /** How often one process looks for expired jobs and archives old ones. */
  maintenanceIntervalSeconds?: number;
}

/** pg-boss's statements, with their `$n` parameters, run inside a drizzle transaction. */
function transactionExecutor(tx: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}

/**
 * Background work on pg-boss, in the app's own database: mail delivery, reminders, clean-up.
 * The same code runs on PostgreSQL and on the embedded PGlite (through the handle's executor),
 * so the embedded mode has no rules of its own.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, schema, timeZone } = options;
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) as Promise<{ rows: never[] }>,
    },
    schema,
    // Maintenance finds jobs a killed process left running and hands them back for a retry.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error: Error) => console.error(`[jobs] ${error.message}`));

  const queues = new Map<string, QueuePolicy | undefined>();
  const workers: { name: string; handler: JobHandler<object>; concurrency: number; batchSize: number }[] = [];
  const schedules: { name: string; cron: string }[] = [];
  const workerIds = new Map<string, string[]>();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let started = false;

  /**
   * Runs each job of a batch in turn. A job that throws is failed on its own (pg-boss retries it
   * or moves it to its dead letter); pg-boss then completes the rest, which are still active.
   */
  async function runBatch(
    name: string,
    batch: PgBoss.JobWithMetadata<object>[],
    handler: JobHandler<object>,
  ): Promise<void> {
    for (const job of batch) {
      try {
        await handler(job);
      } catch (error) {
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  async function countWhere(condition: string, names?: string[]): Promise<number> {
    const filter = names ? ` and name = any($1::text[])` : '';
    const result = await database.executeSql(
      `select count(*)::int as count from ${schema}.job where ${condition}${filter}`,
      names ? [names] : [],
    );
    return (result.rows[0] as { count: number }).count;
  }

  return {
    schema,
    defineQueue(name, policy) {
      queues.set(name, policy);
    },
    work(name, handler, workerOptions) {
      workers.push({
        name,
        handler: handler as JobHandler<object>,
        concurrency: workerOptions?.concurrency ?? 1,
        batchSize: workerOptions?.batchSize ?? 1,
      });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      // Dead-letter queues first: a queue names its dead letter, which must already exist.
      const ordered = [...queues].sort(
        ([, a], [, b]) => Number(Boolean(a?.deadLetter)) - Number(Boolean(b?.deadLetter)),
      );
      for (const [name, policy] of ordered) {
        const queueOptions: PgBoss.Queue = policy
          ? {
              name,
              retryLimit: policy.retryLimit,
              retryDelay: policy.retryDelaySeconds,
              retryBackoff: true,
              expireInSeconds: policy.expireInSeconds,
              ...(policy.deadLetter ? { deadLetter: policy.deadLetter } : {}),
            }
          : { name };
        if (await boss.getQueue(name)) await boss.updateQueue(name, queueOptions);
        else await boss.createQueue(name, queueOptions);
      }
      for (const { name, handler, concurrency, batchSize } of workers) {
        const ids: string[] = [];
        for (let index = 0; index < concurrency; index += 1) {
          let id = '';
          id = await boss.work(name, { includeMetadata: true, pollingIntervalSeconds, batchSize }, async (batch) => {
            try {
              await runBatch(name, batch as PgBoss.JobWithMetadata<object>[], handler);
            } finally {
              // pg-boss waits out the polling interval after every batch; with more waiting, go on at once.
              boss.notifyWorker(id);
            }
          });
          ids.push(id);
        }
        workerIds.set(name, ids);
      }
      for (const { name, cron } of schedules) await boss.schedule(name, cron, {}, { tz: timeZone });
    },
    async enqueue(tx, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: job.name,
          data: job.data,
          singletonKey: job.singletonKey,
          ...(job.startAfterSeconds ? { startAfter: `${Math.round(job.startAfterSeconds)} seconds` } : {}),
        })),
        { db: transactionExecutor(tx) },
      );
    },
    wake(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async idle(names) {
      const busy = `(state in ('created', 'retry') and start_after <= now()) or state = 'active'`;
      while ((await countWhere(`(${busy})`, names)) > 0) {
        for (const name of names) this.wake(name);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async counts() {
      const [queued, failed] = await Promise.all([
        countWhere(`state in ('created', 'retry', 'active')`),
        countWhere(`state = 'failed'`),
      ]);
      return { queued, failed };
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
