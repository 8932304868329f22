// 404 (spec section 2): Page Not Found, with ways home, to jobs, back, to contact and popular pages.
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconHome, IconMail } from '@tabler/icons-react';
import { PageMeta } from '../components/PageMeta';
import { FindJobsLink } from '../components/FindJobsLink';

const POPULAR_PAGES = [
  { to: '/post-job', label: 'Post a Job' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
] as const;

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={64}>
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist or has been moved." status={404} noindex />
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="blue.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text>The page you are looking for does not exist or has been moved.</Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            Go to Home
          </Button>
          <Button component={FindJobsLink} variant="outline" leftSection={<IconBriefcase size={18} aria-hidden />}>
            Browse Jobs
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Go Back
          </Button>
          <Button component={Link} to="/contact" variant="subtle" leftSection={<IconMail size={18} aria-hidden />}>
            Contact Us
          </Button>
        </Group>
        <nav aria-labelledby="popular-heading">
          <Title order={2} size="h4" id="popular-heading" mt="lg">
            Popular pages
          </Title>
          <List listStyleType="none" spacing={4} mt="xs" p={0}>
            {POPULAR_PAGES.map((page) => (
              <List.Item key={page.to}>
                <Anchor component={Link} to={page.to} className="tap-target">
                  {page.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      </Stack>
    </Container>
  );
}
