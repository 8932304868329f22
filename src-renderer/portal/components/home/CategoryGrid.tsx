// Nine category cards; each selects its category and opens the job list.
import { Link } from 'react-router-dom';
import { Container, Text, ThemeIcon, Title } from '@mantine/core';
import { Columns } from '../layout/Columns';
import { CATEGORIES } from '../../../../shared/domain/constants';
import { jobSearchPath } from '../../../../shared/domain/job-search-url';
import { useAppActions } from '../../state/app-store';
import { CATEGORY_CARDS } from './category-cards';
import classes from './Home.module.css';

export function CategoryGrid() {
  const { selectCategory } = useAppActions();
  return (
    <section aria-labelledby="categories-heading">
      <Container size="lg" py={56}>
        <Title order={2} id="categories-heading" ta="center">
          Browse Jobs by Category
        </Title>
        <Text ta="center" c="dimmed" mt="xs">
          Pick a field to see the open positions in it.
        </Text>
        <Columns base={1} xs={2} md={3} gap="md" className={classes.categoryGrid}>
          {CATEGORIES.map((category) => {
            const { count, icon: Icon } = CATEGORY_CARDS[category.value];
            return (
              <Link
                key={category.value}
                to={jobSearchPath({ category: String(category.value) })}
                className={classes.categoryCard}
                onClick={() => selectCategory(category.value)}
              >
                <ThemeIcon size={48} __vars={{ '--ti-radius': 'var(--mantine-radius-md)' }} variant="light" aria-hidden>
                  <Icon size={26} />
                </ThemeIcon>
                <span>
                  <span className={classes.categoryName}>{category.label}</span>
                  <span className={classes.categoryCount}>{count} jobs</span>
                </span>
              </Link>
            );
          })}
        </Columns>
      </Container>
    </section>
  );
}
