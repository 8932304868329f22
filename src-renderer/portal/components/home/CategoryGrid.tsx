// Nine category cards; each selects its category and opens the job list.
import { AppLink } from '../AppLink';
import { Container, Text, ThemeIcon, Title } from '../plain/mantine-look';
import { Columns } from '../layout/Columns';
import { CATEGORIES } from '../../../../shared/domain/constants';
import { jobSearchPath } from '../../../../shared/domain/job-search-url';
import { useAppActions } from '../../state/app-store';
import { CATEGORY_CARDS } from './category-cards';
import classes from './Home.module.css';

const CENTERED = { textAlign: 'center' } as const;
const DIMMED_CENTERED = { marginTop: 'var(--mantine-spacing-xs)', color: 'var(--mantine-color-dimmed)', textAlign: 'center' } as const;

export function CategoryGrid() {
  const { selectCategory } = useAppActions();
  return (
    <section aria-labelledby="categories-heading">
      <Container size="lg" py={56}>
        <Title order={2} id="categories-heading" style={CENTERED}>
          Browse Jobs by Category
        </Title>
        <Text style={DIMMED_CENTERED}>
          Pick a field to see the open positions in it.
        </Text>
        <Columns base={1} xs={2} md={3} gap="md" className={classes.categoryGrid}>
          {CATEGORIES.map((category) => {
            const { count, icon: Icon } = CATEGORY_CARDS[category.value];
            return (
              <AppLink
                key={category.value}
                to={jobSearchPath({ category: String(category.value) })}
                className={classes.categoryCard}
                onClick={() => selectCategory(category.value)}
              >
                <ThemeIcon size={48} radius="md" variant="light">
                  <Icon size={26} />
                </ThemeIcon>
                <span>
                  <span className={classes.categoryName}>{category.label}</span>
                  <span className={classes.categoryCount}>{count} jobs</span>
                </span>
              </AppLink>
            );
          })}
        </Columns>
      </Container>
    </section>
  );
}
