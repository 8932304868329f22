// Google's required and recommended JobPosting properties, as a check the JSON-LD tests share.
/** Google: https://developers.google.com/search/docs/appearance/structured-data/job-posting */
export const GOOGLE_REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'title'] as const;
export const GOOGLE_RECOMMENDED = ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'] as const;

export function checkJobPostingLd(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (ld['@context'] !== 'https://schema.org' || ld['@type'] !== 'JobPosting') problems.push('not a schema.org JobPosting');
  for (const key of GOOGLE_REQUIRED) if (ld[key] === undefined || ld[key] === '') problems.push(`missing required ${key}`);
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  if (!remote && !ld.jobLocation) problems.push('missing required jobLocation (or jobLocationType TELECOMMUTE)');
  if (remote && !ld.applicantLocationRequirements) problems.push('a remote job needs applicantLocationRequirements');
  for (const key of ['datePosted', 'validThrough'] as const) {
    if (ld[key] !== undefined && Number.isNaN(Date.parse(String(ld[key])))) problems.push(`${key} is not an ISO 8601 date`);
  }
  const org = ld.hiringOrganization as { '@type'?: string; name?: string } | undefined;
  if (org && (org['@type'] !== 'Organization' || !org.name)) problems.push('hiringOrganization needs @type Organization and a name');
  const types = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
  if (ld.employmentType !== undefined && !types.includes(String(ld.employmentType))) problems.push(`unknown employmentType ${String(ld.employmentType)}`);
  const salary = ld.baseSalary as { currency?: string; value?: { unitText?: string; value?: number; minValue?: number; maxValue?: number } } | undefined;
  if (salary) {
    if (!salary.currency) problems.push('baseSalary needs a currency');
    if (!['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(salary.value?.unitText ?? '')) problems.push('baseSalary needs unitText');
    if (salary.value?.value === undefined && salary.value?.minValue === undefined) problems.push('baseSalary needs a value or minValue');
  }
  return problems;
}

