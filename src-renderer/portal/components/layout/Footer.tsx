// Four columns (spec section 2): brand blurb, Quick Links, Legal, Contact Info; copyright 2025.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { Columns } from './Columns';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import logoUrl from '../../../ui/logo.svg';
import { useAppConfig } from '../../app-config';
import { contactInfo } from '../../content/contact';
import { FindJobsLink } from '../FindJobsLink';
import classes from './Footer.module.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5" className={classes.columnTitle}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} className={classes.link}>
      {children}
    </Anchor>
  );
}

export function Footer() {
  const { supportEmail, supportPhone } = useAppConfig();
  const { city, region, country } = contactInfo.address;
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Columns base={1} xs={2} md={4} gap="xl">
          <Stack gap="sm">
            <Link to="/" className={classes.brand} aria-label="Job Portal home">
              <img src={logoUrl} width={48} height={48} alt="" loading="lazy" />
              <span aria-hidden="true">Job Portal</span>
            </Link>
            <Text size="sm" className={classes.muted}>
              Job Portal connects talented professionals with opportunities. Employers post jobs for free, every
              posting is reviewed by a person, and applications go straight to the employer. Your dream job is just a
              click away.
            </Text>
          </Stack>

          <Column title="Quick Links">
            <FooterLink to="/">Home</FooterLink>
            <Anchor component={FindJobsLink} className={classes.link}>
              Find Jobs
            </Anchor>
            <FooterLink to="/post-job">Post a Job</FooterLink>
            <FooterLink to="/about">About Us</FooterLink>
            <FooterLink to="/contact">Contact</FooterLink>
            <FooterLink to="/faq">FAQ</FooterLink>
          </Column>

          <Column title="Legal">
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
            <FooterLink to="/terms">Terms &amp; Conditions</FooterLink>
          </Column>

          <Column title="Contact Info">
            <Anchor href={`mailto:${supportEmail}`} className={classes.contactLine}>
              <IconMail size={18} aria-hidden />
              {supportEmail}
            </Anchor>
            <Anchor href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`} className={classes.contactLine}>
              <IconPhone size={18} aria-hidden />
              {supportPhone}
            </Anchor>
            <Text size="sm" className={classes.contactLine}>
              <IconMapPin size={18} aria-hidden />
              {`${city}, ${region}, ${country}`}
            </Text>
          </Column>
        </Columns>

        <Divider my="lg" color="gray.7" />
        <Text size="sm" ta="center" className={classes.muted}>
          © 2025 Job Portal. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
