// The job being applied to: every field spec section 2 lists for the Apply screen. Plain elements
// styled by Apply.module.css in Mantine's look (Paper, Title, Text, Badge, List) rather than Mantine
// components: this is the page a search engine's crawler reads for every job, and each component
// cost render time and wrote its styles inline; the facts' icons are the job card's (Jobs.module.css).
import type { ReactNode } from 'react';
import type { PublicJob } from '../../../../shared/domain';
import { splitRequirements } from '../../../../shared/domain/job-text';
import { formatDateUtc } from '../../../../shared/domain/dates';
import { websiteLink } from '../jobs/job-format';
import jobs from '../jobs/Jobs.module.css';
import classes from './Apply.module.css';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className={classes.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

export function JobSummary({ job }: { job: PublicJob }) {
  const website = websiteLink(job.company_website);
  const requirements = splitRequirements(job.requirements);
  return (
    <section className={classes.summary} aria-labelledby="job-summary-title">
      <div>
        <h2 className={classes.summaryTitle} id="job-summary-title">
          {job.job_title}
        </h2>
        <p className={classes.company}>{job.company_name}</p>
        <p className={classes.small}>
          Posted <time dateTime={job.date}>{formatDateUtc(job.date)}</time> · Open until{' '}
          <time dateTime={job.expires_at}>{formatDateUtc(job.expires_at)}</time>
        </p>
      </div>
      <ul className={classes.facts}>
        <li className={jobs.typeBadge}>{job.job_type}</li>
        <li className={`${jobs.fact} ${jobs.pin}`}>{job.location}</li>
        <li className={`${jobs.fact} ${jobs.briefcase}`}>{job.experience}</li>
        {job.salary ? <li className={`${jobs.fact} ${jobs.cash}`}>{job.salary}</li> : null}
      </ul>
      <Block title="Description">
        <p className={classes.prose}>{job.description}</p>
      </Block>
      {requirements.length > 0 ? (
        <Block title="Requirements">
          <ul className={classes.list}>
            {requirements.map((item, index) => (
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </Block>
      ) : null}
      {job.benefits ? (
        <Block title="Benefits">
          <p className={classes.prose}>{job.benefits}</p>
        </Block>
      ) : null}
      {website ? (
        <a href={website.href} target="_blank" rel="noreferrer nofollow" className={classes.websiteLink}>
          {`Visit ${website.label}`}
          <span className={jobs.newTab}>(opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}
