import { applicationFields, type Application, type ApplicationRecord } from '../domain';
import type { Db } from './database';

export interface ResumeRecord {
  file_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
}

/** An application waiting for its employer's daily digest, with what the digest shows of it. */
export interface HeldApplication extends ApplicationRecord {
  held_at: number;
  file_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  job_title: string;
  company_name: string;
  job_location: string;
}

export function createApplicationsRepository(db: Db) {
  const insertApplication = db.prepare(`
    INSERT INTO applications (job_id, user_name, email, phone, location, experience, expected_salary, cover_letter,
      notice_period, linkedin_profile, portfolio_website, created_at)
    VALUES (@job_id, @user_name, @email, @phone, @location, @experience, @expected_salary, @cover_letter,
      @notice_period, @linkedin_profile, @portfolio_website, @created_at)`);
  const insertResume = db.prepare(`
    INSERT INTO resumes (application_id, file_name, original_name, mime_type, size, sha256, created_at)
    VALUES (@application_id, @file_name, @original_name, @mime_type, @size, @sha256, @created_at)`);
  const count = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM applications`);
  const byId = db.prepare<[number], ApplicationRecord>(`SELECT * FROM applications WHERE id = ?`);
  const resumeOf = db.prepare<[number], ResumeRecord>(`SELECT * FROM resumes WHERE application_id = ?`);
  const createdBefore = db.prepare<{ before: number; limit: number }, { id: number; file_name: string | null }>(`
    SELECT a.id, r.file_name FROM applications a LEFT JOIN resumes r ON r.application_id = a.id
    WHERE a.created_at < @before LIMIT @limit`);
  const filesOfJob = db.prepare<[number], { file_name: string }>(`
    SELECT r.file_name FROM resumes r JOIN applications a ON a.id = r.application_id WHERE a.job_id = ?`);
  const remove = db.prepare<[number]>(`DELETE FROM applications WHERE id = ?`);
  const resumeFile = db.prepare<[string], { found: number }>(`SELECT 1 AS found FROM resumes WHERE file_name = ?`);
  const sameApplicant = db
    .prepare<{ job_id: number; email: string; since: number }, number>(
      `SELECT id FROM applications WHERE job_id = @job_id AND email = @email COLLATE NOCASE AND created_at > @since LIMIT 1`,
    )
    .pluck();
  const hold = db.prepare<{ application_id: number; recipient: string; now: number }>(
    `INSERT INTO held_applications (application_id, recipient, held_at) VALUES (@application_id, @recipient, @now)`,
  );
  const heldDue = db
    .prepare<{ before: number; limit: number }, string>(
      `SELECT recipient FROM held_applications GROUP BY recipient COLLATE NOCASE HAVING min(held_at) <= @before LIMIT @limit`,
    )
    .pluck();
  const heldFor = db.prepare<{ recipient: string }, HeldApplication>(`
    SELECT a.*, h.held_at, r.file_name, r.original_name, r.mime_type, r.size,
           j.job_title, j.company_name, j.location AS job_location
    FROM held_applications h JOIN applications a ON a.id = h.application_id
    JOIN resumes r ON r.application_id = a.id JOIN jobs j ON j.id = a.job_id
    WHERE h.recipient = @recipient COLLATE NOCASE ORDER BY h.held_at, h.application_id`);
  const release = db.prepare<[number]>(`DELETE FROM held_applications WHERE application_id = ?`);
  const resumeBytes = db.prepare<[], number>(`SELECT coalesce(sum(size), 0) FROM resumes`).pluck();
  const heldCount = db.prepare<[], number>(`SELECT count(*) FROM held_applications`).pluck();
  // Lifetime count kept by a trigger (migration 003): applications themselves are deleted later.
  const arrived = db.prepare<[number], number>(`SELECT applications FROM job_stats WHERE job_id = ?`).pluck();

  return {
    /** Inserts the application and its resume record; call inside a transaction. */
    insert(jobId: number, application: Application, resume: ResumeRecord, now: number): number {
      const id = Number(insertApplication.run({ ...applicationFields(application), job_id: jobId, created_at: now }).lastInsertRowid);
      insertResume.run({ ...resume, application_id: id, created_at: now });
      return id;
    },
    count: (): number => count.get()?.n ?? 0,
    get: (id: number) => byId.get(id),
    resumeOf: (applicationId: number) => resumeOf.get(applicationId),
    createdBefore: (before: number, limit: number) => createdBefore.all({ before, limit }),
    resumeFilesOfJob: (jobId: number) => filesOfJob.all(jobId).map((r) => r.file_name),
    remove: (id: number) => remove.run(id).changes === 1,
    hasResumeFile: (fileName: string) => resumeFile.get(fileName) !== undefined,
    /** An application to this job from this address since then, if any (its id). */
    sameApplicant: (jobId: number, email: string, since: number): number | undefined => sameApplicant.get({ job_id: jobId, email, since }),
    /** Keeps an application for the employer's daily digest instead of mailing it now. */
    hold: (applicationId: number, recipient: string, now: number) => void hold.run({ application_id: applicationId, recipient, now }),
    /** Employers whose oldest held application was held before then. */
    heldDueBefore: (before: number, limit: number): string[] => heldDue.all({ before, limit }),
    /** An employer's held applications, oldest first. */
    heldFor: (recipient: string): HeldApplication[] => heldFor.all({ recipient }),
    /** The application went out in a digest. */
    release: (applicationId: number) => release.run(applicationId).changes === 1,
    heldCount: (): number => heldCount.get() ?? 0,
    /** What the stored resumes take together. */
    resumeBytes: (): number => resumeBytes.get() ?? 0,
    /** How many applications a job has received, withdrawn and deleted ones included. */
    arrivedFor: (jobId: number): number => arrived.get(jobId) ?? 0,
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
