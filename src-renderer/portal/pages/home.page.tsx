import { PageMeta } from '../components/PageMeta';
import { CategoryGrid } from '../components/home/CategoryGrid';
import { ClosingCta } from '../components/home/ClosingCta';
import { HeroSearch } from '../components/home/HeroSearch';
import { HowItWorks } from '../components/home/HowItWorks';
import { NewestJobs } from '../components/home/NewestJobs';
import { JOB_FEED_PATH } from '../../../shared/domain/job-search-url';
import { createIsland } from '../components/Island';
import { StatsStrip } from '../components/home/StatsStrip';
import { useAppConfig } from '../app-config';
import logoUrl from '../../ui/logo.svg';
import { JsonLd } from '../seo/JsonLd';
import { organizationLd, webSiteLd } from '../seo/site-structured-data';

// Near the bottom, and its form brings the validation schemas: loaded as it comes into view.
const ReviewsSection = createIsland('reviews', async () => ({ default: (await import('../components/home/ReviewsSection')).ReviewsSection }));

export default function HomePage() {
  const { siteUrl } = useAppConfig();
  return (
    <>
      <JsonLd data={webSiteLd(siteUrl)} />
      <JsonLd data={organizationLd(siteUrl, logoUrl)} />
      <PageMeta
        title="Free Job Board"
        description="Find your next job or post one for free. Every posting is reviewed by a person and published within 24 hours."
        feed={{ path: JOB_FEED_PATH, title: 'Job Portal: the newest jobs' }}
      />
      <HeroSearch />
      <StatsStrip />
      <NewestJobs />
      <CategoryGrid />
      <HowItWorks />
      <ReviewsSection />
      <ClosingCta />
    </>
  );
}
