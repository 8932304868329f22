import { PageMeta } from '../components/PageMeta';
import { CategoryGrid } from '../components/home/CategoryGrid';
import { ClosingCta } from '../components/home/ClosingCta';
import { HeroSearch } from '../components/home/HeroSearch';
import { HowItWorks } from '../components/home/HowItWorks';
import { ReviewsSection } from '../components/home/ReviewsSection';
import { StatsStrip } from '../components/home/StatsStrip';

export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Free Job Board"
        description="Find your next job or post one for free. Every posting is reviewed by a person and published within 24 hours."
      />
      <HeroSearch />
      <StatsStrip />
      <CategoryGrid />
      <HowItWorks />
      <ReviewsSection />
      <ClosingCta />
    </>
  );
}
