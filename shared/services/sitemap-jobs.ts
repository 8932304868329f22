// The live jobs for the sitemaps (server/routes/sitemaps.ts).
import type { ServiceContext } from './context';

/**
 * Live jobs for the sitemaps, filed by publication number: file n holds the jobs published
 * n-th in blocks of `perFile` (a renewed job is published again, into a newer file). A job stays
 * in its file for its whole life, so new publications leave older files as they are, and every
 * read is a walk of an index range, never an offset counted from the newest job.
 */
export const sitemapJobs = {
  /** The files that hold live jobs, newest first, each with the updated_at of its newest job. */
  files(ctx: ServiceContext, perFile: number): { n: number; lastmod: number }[] {
    const now = ctx.clock.now();
    return ctx.store.read(() => {
      const range = ctx.store.jobs.liveSeqRange(now);
      if (!range) return [];
      const files: { n: number; lastmod: number }[] = [];
      for (let n = fileOf(range.last, perFile); n >= fileOf(range.first, perFile); n--) {
        const lastmod = ctx.store.jobs.newestLiveIn((n - 1) * perFile + 1, n * perFile, now);
        if (lastmod !== undefined) files.push({ n, lastmod });
      }
      return files;
    });
  },
  /** The updated_at of the newest live job (the first file's lastmod); undefined when none is live. */
  newest(ctx: ServiceContext): number | undefined {
    const now = ctx.clock.now();
    return ctx.store.read(() => {
      const range = ctx.store.jobs.liveSeqRange(now);
      return range ? ctx.store.jobs.newestLiveIn(range.last, range.last, now) : undefined;
    });
  },
  /** File n's live jobs, newest first (none when the file is past or to come). */
  file(ctx: ServiceContext, perFile: number, n: number): { id: number; updated_at: number }[] {
    const now = ctx.clock.now();
    return ctx.store.read(() => ctx.store.jobs.liveIn((n - 1) * perFile + 1, n * perFile, now));
  },
};

const fileOf = (seq: number, perFile: number) => Math.floor((seq - 1) / perFile) + 1;
