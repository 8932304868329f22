// The search's filters and order, inside the job filters' GET form: plain checkboxes, radios and
// selects named as the URL's parameters, so they work without JavaScript and fold away with the
// other filters on phones. Beside each option, how many jobs the search would show with it chosen.
// They sit in a disclosure of their own, closed until a filter or the order is chosen, so the
// first results stay near the top of a phone's screen.
import {
  JOB_TYPES,
  POST_EXPERIENCE_OPTIONS,
} from "../../../../shared/domain/constants";
import {
  isRefinedSearch,
  JOB_SEARCH_PARAMS,
  type JobListQuery,
} from "../../../../shared/domain/job-search-url";
import type { FacetCounts } from "../../../../shared/domain/page-render";
import {
  POSTED_WITHIN,
  SALARY_STEPS_LPA,
  salaryLabel,
} from "../../../../shared/domain/search-options";
import classes from "./SearchRefinements.module.css";

/** " (12)", or nothing while the counts are not known (a search still loading). */
const countOf = (n: number | undefined) =>
  n === undefined ? "" : ` (${n.toLocaleString("en-IN")})`;

function Option({
  type,
  name,
  value,
  checked,
  label,
  count,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count?: number;
}) {
  return (
    <label className={classes.option} data-none={count === 0 || undefined}>
      <input type={type} name={name} value={value} defaultChecked={checked} />
      <span>
        {label}
        <span className={classes.count}>{countOf(count)}</span>
      </span>
    </label>
  );
}

export function SearchRefinements({
  query,
  facets,
}: {
  query: JobListQuery;
  facets?: FacetCounts;
}) {
  const f = query.filters;
  return (
    <details
      className={classes.more}
      open={isRefinedSearch(query) || undefined}
    >
      <summary className={classes.moreSummary}>More filters and order</summary>
      <div className={classes.refinements}>
        <fieldset className={classes.group}>
          <legend>Job type</legend>
          {JOB_TYPES.map((type) => (
            <Option
              key={type}
              type="checkbox"
              name={JOB_SEARCH_PARAMS.jobType}
              value={type}
              checked={f.jobTypes.includes(type)}
              label={type}
              count={facets?.jobType[type]}
            />
          ))}
        </fieldset>
        <fieldset className={classes.group}>
          <legend>Experience</legend>
          {POST_EXPERIENCE_OPTIONS.map((e) => (
            <Option
              key={e}
              type="checkbox"
              name={JOB_SEARCH_PARAMS.experience}
              value={e}
              checked={f.experience.includes(e)}
              label={e}
              count={facets?.experience[e]}
            />
          ))}
        </fieldset>
        <fieldset className={classes.group}>
          <legend>Posted</legend>
          <Option
            type="radio"
            name={JOB_SEARCH_PARAMS.postedWithin}
            value=""
            checked={f.postedWithin === null}
            label="Any time"
          />
          {POSTED_WITHIN.map((p) => (
            <Option
              key={p.value}
              type="radio"
              name={JOB_SEARCH_PARAMS.postedWithin}
              value={p.value}
              checked={f.postedWithin === p.value}
              label={p.label}
              count={facets?.postedWithin[p.value]}
            />
          ))}
        </fieldset>
        <fieldset className={classes.group}>
          <legend>Salary at least</legend>
          <Option
            type="radio"
            name={JOB_SEARCH_PARAMS.minSalary}
            value=""
            checked={f.minSalary === null}
            label="Any"
          />
          {SALARY_STEPS_LPA.map((step) => (
            <Option
              key={step}
              type="radio"
              name={JOB_SEARCH_PARAMS.minSalary}
              value={String(step)}
              checked={f.minSalary === step}
              label={salaryLabel(step)}
              count={facets?.minSalary[String(step)]}
            />
          ))}
        </fieldset>
        <fieldset className={classes.group}>
          <legend>Workplace</legend>
          <Option
            type="checkbox"
            name={JOB_SEARCH_PARAMS.remote}
            value="1"
            checked={f.remote}
            label="Remote jobs"
            count={facets?.remote}
          />
        </fieldset>
        <label className={classes.sort}>
          <span>Order</span>
          <select name={JOB_SEARCH_PARAMS.sort} defaultValue={query.sort}>
            <option value="newest">Newest first</option>
            <option value="best">Best match</option>
          </select>
        </label>
      </div>
    </details>
  );
}
