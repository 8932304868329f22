// The demo data's word lists as Zipf-weighted tables, built once. Used by the demo jobs and by the
// benchmark, which draws its searches from the same titles, skills and places.
import { BUSINESS, HR, SALES } from './categories-business';
import { DESIGN, SEO_SOCIAL, WRITING } from './categories-creative';
import { MOBILE, SYSTEMS, WEB } from './categories-tech';
import { COMPANY_COUNT, CURATED_COMPANIES, companyNames } from './companies';
import { BENEFITS, CERTIFICATIONS, CUSTOMERS, GENERAL_SKILLS, INDUSTRIES, LANGUAGES, PRODUCTS, REGIONS } from './phrases';
import { CITIES } from './places';
import type { CategoryProfile, Role } from './profile';
import { ZipfList } from './random';

/** Category value (1 to 9, as in CATEGORIES) to its vocabulary. */
export const PROFILES: Readonly<Record<number, CategoryProfile>> = {
  1: WEB,
  2: SALES,
  3: HR,
  4: SEO_SOCIAL,
  5: BUSINESS,
  6: MOBILE,
  7: SYSTEMS,
  8: WRITING,
  9: DESIGN,
};

export interface CategoryTables {
  roles: ZipfList<Role>;
  duties: ZipfList<string>;
  tools: ZipfList<string>;
  skills: ZipfList<string>;
}

export interface Vocabulary {
  categories: Readonly<Record<number, CategoryTables>>;
  companies: ZipfList<string>;
  cities: ZipfList<string>;
  industries: ZipfList<string>;
  products: ZipfList<string>;
  customers: ZipfList<string>;
  regions: ZipfList<string>;
  benefits: ZipfList<string>;
  certifications: ZipfList<string>;
  generalSkills: ZipfList<string>;
  languages: ZipfList<string>;
}

/**
 * How much of each list the small demo set (the first jobs, what a person seeds to try the
 * product) draws from: the hand-picked, familiar head, so a few hundred jobs read naturally.
 */
export const READABLE_HEAD = {
  companies: CURATED_COMPANIES,
  cities: 30,
  roles: 10,
  tools: 10,
  skills: 30,
  industries: 25,
  products: 30,
  customers: 30,
  certifications: 12,
  generalSkills: 14,
  languages: 3,
} as const;

const unique = <T>(items: readonly T[]) => [...new Set(items)];

function tables(profile: CategoryProfile): CategoryTables {
  return {
    roles: new ZipfList(profile.roles, 0.8),
    duties: new ZipfList(unique(profile.duties), 0.6),
    tools: new ZipfList(unique(profile.tools), 1),
    skills: new ZipfList(unique(profile.skills), 1),
  };
}

let built: Vocabulary | undefined;

/** The tables, built on first use (a few milliseconds; 40,000 employer names). */
export function vocabulary(): Vocabulary {
  built ??= {
    categories: Object.fromEntries(Object.entries(PROFILES).map(([value, profile]) => [value, tables(profile)])),
    companies: new ZipfList(companyNames(), 1),
    cities: new ZipfList(CITIES, 1),
    industries: new ZipfList(INDUSTRIES, 1),
    products: new ZipfList(PRODUCTS, 0.9),
    customers: new ZipfList(CUSTOMERS, 0.9),
    regions: new ZipfList(REGIONS, 1),
    benefits: new ZipfList(BENEFITS, 0.5),
    certifications: new ZipfList(CERTIFICATIONS, 1),
    generalSkills: new ZipfList(GENERAL_SKILLS, 1),
    languages: new ZipfList(LANGUAGES, 1.3),
  };
  if (built.companies.length !== COMPANY_COUNT) throw new Error('Employer names are out of step with COMPANY_COUNT');
  return built;
}
