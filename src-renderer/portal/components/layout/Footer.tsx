// Four columns (spec section 2): brand blurb, Quick Links, Legal, Contact Info; copyright 2025.
// Plain elements styled by Footer.module.css in Mantine's look (Container, Stack, Title, Anchor,
// Text, Divider): the footer is on every page, and Mantine's components cost a fifth of a page's
// server render and wrote their styles inline on each element.
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import { Columns } from './Columns';
import { Icon } from '../plain/Icon';
import logoUrl from '../../../ui/logo.svg';
import { useAppConfig } from '../../app-config';
import { contactInfo } from '../../content/contact';
import { FindJobsLink } from '../FindJobsLink';
import classes from './Footer.module.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.column}>
      <h2 className={classes.columnTitle}>{title}</h2>
      {children}
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink to={to} className={classes.link}>
      {children}
    </AppLink>
  );
}

export function Footer() {
  const { supportEmail, supportPhone } = useAppConfig();
  const { city, region, country } = contactInfo.address;
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <Columns base={1} xs={2} md={4} gap="xl">
          <div className={classes.blurb}>
            <AppLink to="/" className={classes.brand} aria-label="Job Portal home">
              <img src={logoUrl} width={48} height={48} alt="" loading="lazy" />
              <span aria-hidden="true">Job Portal</span>
            </AppLink>
            <p className={classes.muted}>
              Job Portal connects talented professionals with opportunities. Employers post jobs for free, every
              posting is reviewed by a person, and applications go straight to the employer. Your dream job is just a
              click away.
            </p>
          </div>

          <Column title="Quick Links">
            <FooterLink to="/">Home</FooterLink>
            <FindJobsLink className={classes.link}>Find Jobs</FindJobsLink>
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
            <a href={`mailto:${supportEmail}`} className={classes.contactLine}>
              <Icon name="mail" size={18} />
              {supportEmail}
            </a>
            <a href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`} className={classes.contactLine}>
              <Icon name="phone" size={18} />
              {supportPhone}
            </a>
            <p className={classes.contactLine}>
              <Icon name="mapPin" size={18} />
              {`${city}, ${region}, ${country}`}
            </p>
          </Column>
        </Columns>

        <hr className={classes.divider} />
        <p className={`${classes.muted} ${classes.copyright}`}>© 2025 Job Portal. All rights reserved.</p>
      </div>
    </footer>
  );
}
