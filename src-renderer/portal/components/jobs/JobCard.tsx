// One job in the list: every field spec section 2 names, the title linking to the job's page, and
// Apply Now. Plain elements styled by Jobs.module.css rather than Mantine components: a page of 25
// cards hydrates several times faster on a phone, and looks the same.
import { Link } from 'react-router-dom';
import { daysAgoLabel } from '../../../../shared/domain/dates';
import type { PublicJob } from '../../../../shared/domain/entities';
import { useAppActions } from '../../state/app-store';
import { useRenderNow } from '../../state/initial-data';
import { highlightSegments } from '../../../../shared/domain/highlight';
import { splitRequirements } from '../../../../shared/domain/job-text';
import { websiteLink } from './job-format';
import classes from './Jobs.module.css';

/** A fact with its icon, drawn by the stylesheet (Jobs.module.css) rather than in the markup. */
function Fact({ icon, children }: { icon: 'pin' | 'briefcase' | 'clock' | 'cash'; children: string }) {
  return <li className={`${classes.fact} ${classes[icon]}`}>{children}</li>;
}

/** `text` with the searched words marked, as the index matched them. */
function Marked({ text, words }: { text: string; words: readonly string[] }) {
  if (!words.length) return text;
  return highlightSegments(text, words).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

export function JobCard({ job, words = [] }: { job: PublicJob; words?: readonly string[] }) {
  const { setJobDetails } = useAppActions();
  const now = useRenderNow();
  const titleId = `job-${job._id}-title`;
  const jobPath = `/apply/${encodeURIComponent(job._id)}`;
  const website = websiteLink(job.company_website);
  const tags = splitRequirements(job.requirements);
  const remember = () => setJobDetails(job);

  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="job-card">
      <div className={classes.cardHead}>
        <div>
          <h3 className={classes.cardTitle} id={titleId}>
            <Link to={jobPath} className={classes.titleLink} onClick={remember}>
              <Marked text={job.job_title} words={words} />
            </Link>
          </h3>
          <p className={classes.company}>{job.company_name}</p>
        </div>
        <span className={classes.typeBadge}>{job.job_type}</span>
      </div>

      <ul className={classes.facts}>
        <Fact icon="pin">{job.location}</Fact>
        <Fact icon="briefcase">{job.experience}</Fact>
        <Fact icon="clock">{daysAgoLabel(job.date, now)}</Fact>
        {job.salary ? <Fact icon="cash">{job.salary}</Fact> : null}
      </ul>

      <p className={classes.description}>
        <Marked text={job.description} words={words} />
      </p>

      {tags.length > 0 ? (
        <ul className={classes.tags} aria-label="Requirements">
          {tags.map((tag, index) => (
            <li key={`${index}-${tag}`} className={classes.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <div className={classes.cardFoot}>
        {website ? (
          <a href={website.href} target="_blank" rel="noopener noreferrer nofollow" className={classes.websiteLink}>
            {website.label}
            <span className={classes.newTab}>(opens in a new tab)</span>
          </a>
        ) : (
          <span />
        )}
        <Link to={jobPath} onClick={remember} aria-describedby={titleId} className={classes.applyButton}>
          Apply Now
        </Link>
      </div>
    </article>
  );
}
