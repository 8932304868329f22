// Realistic, varied demo postings for trying the product and for the benchmark. Deterministic:
// the same count always gives the same jobs.
import { DAY_MS, HOUR_MS, JOB_TYPES, POST_EXPERIENCE_OPTIONS, POSTING_LIFETIME_DAYS, expiryFrom, jobContent, type JobPost } from '../domain';
import type { ServiceContext } from './context';

interface CategoryProfile {
  titles: string[];
  duties: string[];
  skills: string[];
}

const PROFILES: Record<number, CategoryProfile> = {
  1: {
    titles: ['Frontend Developer (React)', 'Full Stack Developer', 'UI Developer', 'WordPress Developer', 'Senior Web Engineer', 'Junior Web Developer'],
    duties: ['build responsive pages from Figma designs', 'ship accessible, fast React components', 'maintain our customer dashboard and its REST API', 'improve Core Web Vitals on our storefront', 'write tests and review pull requests'],
    skills: ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'REST APIs', 'Git', 'Accessibility', 'SQL'],
  },
  2: {
    titles: ['Sales Executive', 'Inside Sales Representative', 'Marketing Executive', 'Field Sales Officer', 'Key Account Executive'],
    duties: ['qualify inbound leads and run product demos', 'grow accounts in our regional territory', 'plan and report on monthly campaigns', 'keep the CRM accurate and up to date', 'work with marketing on offers and events'],
    skills: ['B2B Sales', 'CRM', 'Negotiation', 'Lead Generation', 'Presentation', 'Excel', 'Hindi', 'English', 'Cold Calling'],
  },
  3: {
    titles: ['HR Executive', 'HR Manager', 'Talent Acquisition Specialist', 'Executive Assistant', 'HR Generalist'],
    duties: ['run hiring from job post to offer letter', 'handle onboarding, payroll inputs and attendance', 'support the founders with calendars and travel', 'keep HR policies and records in order', 'organise employee engagement activities'],
    skills: ['Recruitment', 'Onboarding', 'Payroll', 'Labour Law', 'MS Office', 'Communication', 'HRMS', 'Scheduling'],
  },
  4: {
    titles: ['SEO Specialist', 'Social Media Manager', 'Digital Marketing Executive', 'Performance Marketer', 'Content & Community Manager'],
    duties: ['plan and publish content across Instagram, LinkedIn and YouTube', 'run technical and on-page SEO audits', 'manage paid campaigns and report on results', 'grow organic traffic with keyword research', 'build and moderate our online community'],
    skills: ['SEO', 'Google Search Console', 'Google Analytics', 'Meta Ads', 'Content Calendar', 'Canva', 'Keyword Research', 'Copywriting'],
  },
  5: {
    titles: ['Business Development Manager', 'Business Development Executive', 'Partnerships Manager', 'Export Business Manager'],
    duties: ['find and close new B2B partnerships', 'prepare proposals, pricing and contracts', 'represent the company at trade fairs', 'build a pipeline in domestic and export markets', 'work with operations on delivery commitments'],
    skills: ['Business Development', 'B2B Sales', 'Proposal Writing', 'Negotiation', 'Market Research', 'CRM', 'Export Documentation'],
  },
  6: {
    titles: ['Android Developer', 'iOS Developer', 'Flutter Developer', 'React Native Developer', 'Mobile Engineer'],
    duties: ['build features for our Android and iOS apps', 'improve app start time and crash-free sessions', 'integrate payments and push notifications', 'publish releases to the App Store and Play Store', 'write unit and UI tests'],
    skills: ['Kotlin', 'Swift', 'Flutter', 'Dart', 'React Native', 'Firebase', 'REST APIs', 'Git', 'Jetpack Compose', 'SwiftUI'],
  },
  7: {
    titles: ['System Administrator', 'Network Engineer', 'IT Support Engineer', 'Linux Administrator', 'DevOps Engineer'],
    duties: ['keep our Linux servers patched and monitored', 'manage switches, firewalls and VPN access', 'support 80 staff with laptops and accounts', 'automate deployments and backups', 'respond to incidents and write post-mortems'],
    skills: ['Linux', 'Windows Server', 'Networking', 'Firewalls', 'Bash', 'AWS', 'Docker', 'Monitoring', 'Backups', 'CCNA'],
  },
  8: {
    titles: ['Content Writer', 'Technical Writer', 'Copywriter', 'SEO Content Writer', 'Content Editor'],
    duties: ['write blog posts, guides and landing pages', 'turn engineering notes into clear documentation', 'edit freelance contributions for tone and accuracy', 'research topics and interview subject experts', 'keep our style guide up to date'],
    skills: ['Writing', 'Editing', 'SEO', 'Research', 'Grammar', 'WordPress', 'Markdown', 'Storytelling'],
  },
  9: {
    titles: ['Graphic Designer', 'UI/UX Designer', 'Visual Designer', 'Motion Graphics Designer', 'Brand Designer'],
    duties: ['design social posts, banners and print material', 'create wireframes and prototypes in Figma', 'keep our brand system consistent', 'produce short motion pieces for campaigns', 'prepare files for print and web'],
    skills: ['Figma', 'Adobe Photoshop', 'Illustrator', 'After Effects', 'Typography', 'Branding', 'UI Design', 'Canva'],
  },
};

const COMPANIES = [
  'Saurashtra Softech', 'Kathiawar Digital', 'BrightLeaf Labs', 'Nirmaan Infotech', 'Pixelwise Studio', 'Arohan Systems',
  'Gir Analytics', 'BluePeak Commerce', 'Tapi Textiles', 'Navrang Media', 'CloudNest Technologies', 'Sabarmati Solutions',
  'Everlane Apps', 'Kavya Healthcare', 'Orbit Logistics', 'Vyom Fintech', 'Greenfield Exports', 'Shakti Engineering Works',
];
const LOCATIONS = [
  'Rajkot, Gujarat', 'Ahmedabad, Gujarat', 'Surat, Gujarat', 'Vadodara, Gujarat', 'Mumbai, Maharashtra', 'Pune, Maharashtra',
  'Bengaluru, Karnataka', 'Hyderabad, Telangana', 'Chennai, Tamil Nadu', 'New Delhi, Delhi', 'Noida, Uttar Pradesh', 'Remote (India)',
];
const BENEFITS = [
  'Health insurance, 24 days of paid leave, a yearly learning budget',
  'Flexible hours, two work-from-home days a week, performance bonus',
  'Provident fund, paid sick leave, team lunches on Fridays',
  'Medical cover for family, laptop provided, annual appraisal',
];

/** A small deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** "an HR Manager", "an Android Developer", "a UI Developer": by sound, near enough for these titles. */
const article = (title: string) => (/^([AEIO]|HR\b|SEO\b)/i.test(title) ? 'an' : 'a');

export function demoJob(index: number): JobPost {
  const { next, pick } = random(index + 1);
  const category = (index % 9) + 1;
  const profile = PROFILES[category]!;
  const company = pick(COMPANIES);
  const title = pick(profile.titles);
  const location = pick(LOCATIONS);
  const skills = [...profile.skills].sort(() => next() - 0.5).slice(0, 4 + Math.floor(next() * 3));
  const [first, second] = [...profile.duties].sort(() => next() - 0.5);
  const low = 2 + Math.floor(next() * 10);
  const slug = company.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    job_title: title,
    category,
    location,
    job_type: location.startsWith('Remote') ? 'Remote' : pick(JOB_TYPES),
    salary: next() < 0.8 ? `₹${low},00,000 - ₹${low + 2 + Math.floor(next() * 4)},00,000 a year` : undefined,
    experience: pick(POST_EXPERIENCE_OPTIONS),
    company_name: company,
    company_email: `careers@${slug}.example`,
    company_website: `https://www.${slug}.example`,
    description:
      `${company} is hiring ${article(title)} ${title} ${location.startsWith('Remote') ? 'to work remotely from anywhere in India' : `in ${location}`}. ` +
      `You will ${first} and ${second}. ` +
      `You will work closely with a small, friendly team, with clear goals and regular feedback.`,
    requirements: skills.join(', '),
    benefits: next() < 0.7 ? pick(BENEFITS) : undefined,
  };
}

/** A seed transaction is committed once it has run this long, so the write lock is never held long. */
const SEED_SLICE_MS = 40;

/**
 * Inserts `count` published demo jobs across all nine categories, published over the last
 * weeks so their ages vary. It writes in slices of about 40 ms and pauses between them, so a
 * running server (and the console) can take the write lock in between.
 */
export async function seedDemoJobs(ctx: ServiceContext, count: number, { firstIndex = 0 } = {}): Promise<number> {
  const { store } = ctx;
  const now = ctx.clock.now();
  const span = (POSTING_LIFETIME_DAYS - 2) * DAY_MS;
  // Inserted oldest first, so publication order matches the publication dates.
  const publishedAt = Array.from({ length: count }, (_, i) => now - Math.floor(random(firstIndex + i + 7).next() * span)).sort((a, b) => a - b);
  let next = 0;
  while (next < count) {
    next = await store.write(() => {
      const started = performance.now();
      let i = next;
      while (i < count) {
        const at = publishedAt[i]!;
        store.jobs.insert(jobContent(demoJob(firstIndex + i)), {
          status: 'published',
          submitted_at: at - 6 * HOUR_MS,
          due_at: at + 18 * HOUR_MS,
          published_at: at,
          expires_at: expiryFrom(at),
        });
        i++;
        if (i % 64 === 0 && performance.now() - started >= SEED_SLICE_MS) break;
      }
      return i;
    });
    await new Promise((resolve) => setTimeout(resolve, 2)); // let another program take the lock
  }
  return count;
}
