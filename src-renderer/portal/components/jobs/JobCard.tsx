// One job in the list: every field spec section 2 names, the title linking to the job's page, and
// Apply Now. Plain elements styled by Jobs.module.css rather than Mantine components: a page of 25
// cards hydrates several times faster on a phone, and looks the same.
//
// The server's page carries its cards' jobs only once, as the cards: the page data leaves them out
// (`jobsInCards`) and the browser reads them back from the cards before hydrating (readJobCards),
// so every field the card shows must be readable from its markup exactly as it was given.
import { daysAgoLabel } from '../../../../shared/domain/dates';
import type { PublicJob } from '../../../../shared/domain/entities';
import { useAppActions } from '../../state/app-store';
import { useRenderNow } from '../../state/initial-data';
import { highlightSegments } from '../../../../shared/domain/highlight';
import { splitRequirements } from '../../../../shared/domain/job-text';
import { AppLink } from '../AppLink';
import { cardExcerpt, websiteLink } from './job-format';
import classes from './Jobs.module.css';

/** `text` with the searched words marked, as the index matched them. */
function Marked({ text, words }: { text: string; words: readonly string[] }) {
  if (!words.length) return text;
  return highlightSegments(text, words).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

const CARD_TEST_ID = 'job-card';
const APPLY_PREFIX = '/apply/';

/** Jobs read back from cards: they hold only what a card shows, so they are no job page's data. */
const readFromCards = new WeakSet<PublicJob>();

export function JobCard({ job, words = [] }: { job: PublicJob; words?: readonly string[] }) {
  const { setJobDetails } = useAppActions();
  const now = useRenderNow();
  const titleId = `job-${job._id}-title`;
  const jobPath = APPLY_PREFIX + encodeURIComponent(job._id);
  const website = websiteLink(job.company_website);
  const tags = splitRequirements(job.requirements);
  // The job page shows a job it is given at once; one read from a card it loads whole.
  const remember = () => {
    if (!readFromCards.has(job)) setJobDetails(job);
  };

  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid={CARD_TEST_ID}>
      <div className={classes.cardHead}>
        <div>
          <h3 className={classes.cardTitle} id={titleId}>
            <AppLink to={jobPath} className={classes.titleLink} onClick={remember}>
              <Marked text={job.job_title} words={words} />
            </AppLink>
          </h3>
          <p className={classes.company}>{job.company_name}</p>
        </div>
        <span className={classes.typeBadge}>{job.job_type}</span>
      </div>

      {/* A fact's icon class makes it a fact (Jobs.module.css). */}
      <ul className={classes.facts}>
        <li className={classes.pin}>{job.location}</li>
        <li className={classes.briefcase}>{job.experience}</li>
        <li className={classes.clock}>
          <time dateTime={job.date}>{daysAgoLabel(job.date, now)}</time>
        </li>
        {job.salary ? <li className={classes.cash}>{job.salary}</li> : null}
      </ul>

      <p className={classes.description}>
        <Marked text={cardExcerpt(job.description)} words={words} />
      </p>

      {tags.length > 0 ? (
        <ul className={classes.tags} aria-label="Requirements">
          {tags.map((tag, index) => (
            <li key={`${index}-${tag}`}>{tag}</li>
          ))}
        </ul>
      ) : null}

      <div className={classes.cardFoot}>
        {website ? (
          <a href={website.href} target="_blank" rel="noreferrer nofollow" className={classes.websiteLink}>
            {website.label}
            <span className={classes.newTab}>(opens in a new tab)</span>
          </a>
        ) : (
          <span />
        )}
        <AppLink to={jobPath} onClick={remember} aria-describedby={titleId} className={classes.applyButton}>
          Apply Now
        </AppLink>
      </div>
    </article>
  );
}

/** A selector for a CSS-module class, whatever characters its name holds. */
const byClass = (name: string | undefined) => `[class~="${name}"]`;
const text = (card: Element, selector: string) => card.querySelector(selector)?.textContent ?? '';

/**
 * The jobs of the server's cards, read from its markup before hydration, in order: each renders
 * the very same card again. What no card shows (benefits, the employer's email, the category, the
 * expiry) is empty.
 */
export function readJobCards(root: Pick<ParentNode, 'querySelectorAll'>): PublicJob[] {
  return Array.from(root.querySelectorAll(`article[data-testid="${CARD_TEST_ID}"]`), (card) => {
    const href = card.querySelector(byClass(classes.titleLink))?.getAttribute('href') ?? '';
    const job: PublicJob = {
      _id: decodeURIComponent(href.slice(APPLY_PREFIX.length)),
      job_title: text(card, 'h3'),
      company_name: text(card, byClass(classes.company)),
      job_type: text(card, byClass(classes.typeBadge)),
      location: text(card, byClass(classes.pin)),
      experience: text(card, byClass(classes.briefcase)),
      date: card.querySelector('time')?.getAttribute('datetime') ?? '',
      salary: text(card, byClass(classes.cash)),
      // The card's excerpt, which the card shows as it is.
      description: text(card, byClass(classes.description)),
      requirements: Array.from(card.querySelectorAll(`${byClass(classes.tags)} > li`), (tag) => tag.textContent ?? '').join(', '),
      company_website: card.querySelector(byClass(classes.websiteLink))?.getAttribute('href') ?? '',
      benefits: '',
      company_email: '',
      category: 0,
      expires_at: '',
    };
    readFromCards.add(job);
    return job;
  });
}
