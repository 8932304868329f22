// Plain elements in Mantine's look (Paper, Title, List): see JobSummary.tsx.
import classes from './Apply.module.css';

const TIPS = [
  'Tailor your cover letter to this job: name the skills from the requirements that you have used, and where.',
  'Keep your resume to one or two pages and save it as a PDF so it looks the same on every computer.',
  'Double-check your email address and phone number; the employer will use them to contact you.',
  'Add your LinkedIn profile or portfolio if they show work relevant to this role.',
  'Apply soon: postings stay active for 30 days, and employers often start interviewing early.',
] as const;

export function TipsBox() {
  return (
    <aside className={`${classes.summary} ${classes.tips}`} aria-labelledby="tips-heading">
      <h2 className={classes.tipsTitle} id="tips-heading">
        Application Tips
      </h2>
      <ul className={`${classes.list} ${classes.tipList}`}>
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
