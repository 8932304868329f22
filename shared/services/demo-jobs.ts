// Realistic, varied demo postings for trying the product and for the benchmark. Deterministic:
// the same index always gives the same job. The first few hundred jobs draw on short, familiar
// lists and read like a real board; past them, titles, employers, places and skills come from long
// Zipf-weighted lists, so bulk data has thousands of distinct words, a few common and most rare.
import type { JobPost } from '../domain';
import { REMOTE_LOCATION } from './demo/places';
import { seeded, weighted } from './demo/random';
import { READABLE_HEAD, vocabulary } from './demo/vocabulary';

/** Jobs below this index use only the familiar head of every list (see READABLE_HEAD). */
export const READABLE_JOBS = 500;

/** Every demo job's description ends with this sentence, so its words ("team") match every job. */
export const CLOSING_SENTENCE = 'You will work closely with a small, friendly team, with clear goals and regular feedback.';

type Level = 'trainee' | 'junior' | 'mid' | 'associate' | 'senior' | 'lead' | 'principal';

const LEVEL = weighted<{ level: Level; prefix: string; suffix: string }>([
  [{ level: 'mid', prefix: '', suffix: '' }, 44],
  [{ level: 'senior', prefix: 'Senior ', suffix: '' }, 18],
  [{ level: 'junior', prefix: 'Junior ', suffix: '' }, 10],
  [{ level: 'associate', prefix: 'Associate ', suffix: '' }, 6],
  [{ level: 'lead', prefix: 'Lead ', suffix: '' }, 6],
  [{ level: 'trainee', prefix: 'Trainee ', suffix: '' }, 4],
  [{ level: 'trainee', prefix: '', suffix: ' Intern' }, 4],
  [{ level: 'principal', prefix: 'Principal ', suffix: '' }, 2],
]);
const MID = { level: 'mid' as Level, prefix: '', suffix: '' };

const EXPERIENCE: Record<Level, readonly JobPost['experience'][]> = {
  trainee: ['Freshers', 'Freshers', '6 Month +'],
  junior: ['Freshers', '6 Month +', '1 Year +'],
  associate: ['1 Year +', '2 Year +'],
  mid: ['1 Year +', '2 Year +', '2 Year +', '3 Year +'],
  senior: ['3 Year +', '5 Year +', '5 Year +'],
  lead: ['5 Year +', '5 Year +', '10 Year +'],
  principal: ['10 Year +'],
};

/** Yearly pay in lakh: [lowest start, spread of start, least and most extra for the top]. */
const PAY: Record<Exclude<Level, 'trainee'>, readonly [number, number, number, number]> = {
  junior: [2, 3, 1, 3],
  associate: [3, 4, 2, 4],
  mid: [3, 6, 2, 5],
  senior: [8, 11, 3, 8],
  lead: [12, 12, 4, 8],
  principal: [22, 15, 6, 12],
};

const JOB_TYPE = weighted<JobPost['job_type']>([
  ['Full-time', 80],
  ['Contract', 8],
  ['Part-time', 6],
  ['Freelance', 6],
]);

const EMAIL_BOXES = ['careers', 'jobs', 'hr', 'hiring', 'talent'] as const;
const COMPANY_SIZES = ['12', '25', '40', '60', '80', '150', '300', '600', '1,200'] as const;

/** "an HR Manager", "a UI Developer", "an iOS Developer", "a .NET Developer": by sound. */
export function article(phrase: string): 'a' | 'an' {
  const first = /^[^\s(–/-]+/.exec(phrase)?.[0] ?? phrase;
  // Acronyms are read letter by letter: "an SEO", "an HR", "a QA", "a UI".
  if (/^[A-Z][A-Z0-9]+$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  if (/^(uni|use|usa|uti|eu|one)/i.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
const lakh = (n: number) => `₹${n},00,000`;

export function demoJob(index: number): JobPost {
  const next = seeded(index + 1);
  const readable = index < READABLE_JOBS;
  const head = (n: number) => (readable ? n : Infinity);
  const v = vocabulary();
  const category = (index % 9) + 1;
  const words = v.categories[category]!;

  const role = words.roles.pick(next(), head(READABLE_HEAD.roles));
  // Titles that already say how senior they are ("HR Manager", "Technical Lead") take no prefix.
  let level = LEVEL(next());
  if (/\b(Chief|Director|Lead|Senior|Architect|Head)\b/.test(role.name)) level = MID;
  else if (/\bManager\b/.test(role.name) && !['mid', 'senior', 'associate'].includes(level.level)) level = MID;
  else if (level.level === 'principal' && ![1, 6, 7].includes(category)) level = { level: 'senior', prefix: 'Senior ', suffix: '' };
  const specialise = next();
  const focus =
    specialise < 0.3
      ? role.focus.length > 0
        ? ` (${role.focus[Math.floor(next() * role.focus.length)]})`
        : ''
      : specialise < 0.45
        ? ` – ${titleCase(v.industries.pick(next(), head(READABLE_HEAD.industries)))}`
        : '';
  const title = `${level.prefix}${role.name}${level.suffix}${focus}`;

  const company = v.companies.pick(next(), head(READABLE_HEAD.companies));
  const remote = next() < 0.07;
  const location = remote ? REMOTE_LOCATION : v.cities.pick(next(), head(READABLE_HEAD.cities));
  const where = remote ? 'to work remotely from anywhere in India' : `in ${location}`;

  const opening = next();
  const hiring = `${article(title)} ${title} ${where}.`;
  const sentences = [
    opening < 0.5
      ? `${company} is hiring ${hiring}`
      : opening < 0.75
        ? `${company} is looking for ${hiring}`
        : opening < 0.9
          ? `Join ${company} as ${hiring}`
          : `We at ${company} are hiring ${hiring}`,
  ];
  const about = aboutCompany(next, head);
  if (about) sentences.push(about);
  const duty = () => words.duties.pick(next()).replace('{tool}', () => words.tools.pick(next(), head(READABLE_HEAD.tools)));
  const first = duty();
  let second = duty();
  for (let tries = 0; second === first && tries < 5; tries++) second = duty();
  sentences.push(`You will ${first} and ${second}.`);
  const extra = extraSentence(next, head, category);
  if (extra) sentences.push(extra);
  sentences.push(CLOSING_SENTENCE);

  const skills = new Set<string>();
  const wanted = 4 + Math.floor(next() * 4);
  for (let tries = 0; skills.size < wanted && tries < wanted * 3; tries++) skills.add(words.skills.pick(next(), head(READABLE_HEAD.skills)));
  if (next() < 0.3) skills.add(v.generalSkills.pick(next(), head(READABLE_HEAD.generalSkills)));
  if (next() < 0.2) skills.add(v.languages.pick(next(), head(READABLE_HEAD.languages)));

  const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    job_title: title,
    category,
    location,
    job_type: remote ? 'Remote' : level.level === 'trainee' ? 'Internship' : JOB_TYPE(next()),
    salary: next() < 0.8 ? salary(level.level, next) : undefined,
    experience: pick(EXPERIENCE[level.level], next()),
    company_name: company,
    company_email: `${EMAIL_BOXES[slug.length % EMAIL_BOXES.length]}@${slug}.example`,
    company_website: `https://www.${slug}.example`,
    description: sentences.join(' '),
    requirements: [...skills].join(', '),
    benefits: next() < 0.7 ? benefits(next) : undefined,
  };
}

function pick<T>(items: readonly T[], u: number): T {
  return items[Math.floor(u * items.length)]!;
}

function salary(level: Level, next: () => number): string {
  if (level === 'trainee') return `₹${8 + Math.floor(next() * 18)},000 a month`;
  const [low, spread, least, most] = PAY[level];
  const start = low + Math.floor(next() * spread);
  return `${lakh(start)} - ${lakh(start + least + Math.floor(next() * (most - least + 1)))} a year`;
}

function benefits(next: () => number): string {
  const { benefits: list } = vocabulary();
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < 3 && tries < 10; tries++) chosen.add(list.pick(next()));
  return capitalise([...chosen].join(', '));
}

function aboutCompany(next: () => number, head: (n: number) => number): string | undefined {
  const v = vocabulary();
  const kind = next();
  if (kind < 0.2) return undefined;
  const customers = v.customers.pick(next(), head(READABLE_HEAD.customers));
  const region = v.regions.pick(next());
  if (kind < 0.45) return `We build ${v.products.pick(next(), head(READABLE_HEAD.products))} for ${customers}.`;
  if (kind < 0.6) return `We make ${v.products.pick(next(), head(READABLE_HEAD.products))} used by ${customers} across ${region}.`;
  const industry = v.industries.pick(next(), head(READABLE_HEAD.industries));
  const year = 1985 + Math.floor(next() * 39);
  if (kind < 0.8) {
    return `Founded in ${year}, we are ${article(industry)} ${industry} company of ${pick(COMPANY_SIZES, next())} people serving ${customers} across ${region}.`;
  }
  if (kind < 0.9) return `Our ${industry} business has grown every year since ${year}, and we are adding people in every function.`;
  return `We work with ${20 + Math.floor(next() * 480)} ${customers} in ${region}.`;
}

function extraSentence(next: () => number, head: (n: number) => number, category: number): string | undefined {
  const v = vocabulary();
  const words = v.categories[category]!;
  const kind = next();
  const skill = () => words.skills.pick(next(), head(READABLE_HEAD.skills));
  if (kind < 0.45) return undefined;
  if (kind < 0.6) {
    const a = skill();
    const b = skill();
    return a === b ? `Experience with ${a} is a plus.` : `Experience with ${a} or ${b} is a plus.`;
  }
  if (kind < 0.7) {
    const chosen = [...new Set([skill(), skill(), skill()])];
    return `You should be comfortable with ${chosen.length === 1 ? chosen[0] : `${chosen.slice(0, -1).join(', ')} and ${chosen.at(-1)}`}.`;
  }
  if (kind < 0.8) {
    const a = words.tools.pick(next(), head(READABLE_HEAD.tools));
    const b = words.tools.pick(next(), head(READABLE_HEAD.tools));
    return a === b ? `We use ${a} every day.` : `We use ${a} and ${b} every day.`;
  }
  if (kind < 0.88) return `Holding the ${v.certifications.pick(next(), head(READABLE_HEAD.certifications))} certification is a plus.`;
  if (kind < 0.95) return `Speaking ${v.languages.pick(next(), head(READABLE_HEAD.languages))} is an advantage, as many of our customers prefer it.`;
  return `Some travel within ${v.regions.pick(next())} is part of the role.`;
}
