// About page content. Plain data only.
import { SITE_STATS } from './site-stats';

export const about: {
  mission: { heading: string; text: string };
  story: { heading: string; paragraphs: string[] };
  stats: readonly { value: string; label: string }[];
  features: { title: string; description: string }[];
  team: { name: string; role: string; bio: string }[];
  values: { title: string; description: string }[];
  impact: { heading: string; paragraphs: string[] };
} = {
  mission: {
    heading: 'Our Mission',
    text: "Job Portal connects talented professionals with opportunities, and it does so at no cost to anyone. We want finding work and finding people to be simple, fair and free: employers post real jobs, a person checks each one, and job seekers apply straight to the employer. Your dream job is just a click away.",
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      "Job Portal was built around a simple idea: looking for work, or for the right person to hire, should not cost money and should not start with creating yet another account.",
      "So we built a job board without those hurdles. There are no fees, no premium plans and no accounts. An employer fills in one form, and a member of our team reviews the posting and publishes it within 24 hours. A job seeker searches, picks a job and sends an application with a resume, which goes directly to the employer's inbox.",
      "We run Job Portal from Rajkot, Gujarat, and we keep it deliberately small in what it asks of people: only the details a hiring conversation needs, kept only as long as they are useful. Everything else is left to the two people who matter most, the candidate and the employer.",
    ],
  },
  stats: SITE_STATS,
  features: [
    {
      title: 'Free for Everyone',
      description: "No fees and no premium plans. Employers post as many jobs as they need, and job seekers never pay to search or apply.",
    },
    {
      title: 'Checked by a Person',
      description: "Every posting is reviewed by a member of our team and published within 24 hours, or rejected with the reason sent to the employer.",
    },
    {
      title: 'No Accounts Needed',
      description: "Nothing to sign up for and no passwords to remember. Fill in a form, submit it, and you are done.",
    },
    {
      title: 'Straight to the Employer',
      description: "Your application and resume are emailed directly to the employer, and their reply comes straight back to you.",
    },
    {
      title: 'Search That Fits',
      description: "Find openings by keyword, location and category, from web development and marketing to content writing and design.",
    },
    {
      title: 'Fresh Listings',
      description: "Postings stay live for 30 days and then expire automatically, so search shows recent openings rather than old ones.",
    },
  ],
  team: [
    {
      name: 'Priya Raval',
      role: 'Founder',
      bio: "Priya started Job Portal to make hiring free and simple for both sides. She sets the direction for the product and reads the feedback that job seekers and employers send us.",
    },
    {
      name: 'Arjun Mehta',
      role: 'Head of Engineering',
      bio: "Arjun builds and looks after the site, from search and the application form to the emails that carry each application to its employer.",
    },
    {
      name: 'Neha Joshi',
      role: 'Moderation Lead',
      bio: "Neha leads the team that reviews every job posting and every review before it goes live, and makes sure each rejected employer is told why.",
    },
    {
      name: 'Karan Patel',
      role: 'Employer Relations',
      bio: "Karan works with companies and recruiters, helping them write clear postings and answering their questions about how applications reach them.",
    },
    {
      name: 'Meera Shah',
      role: 'Editor',
      bio: "Meera edits our blog and the help pages on this site, with a focus on practical advice that job seekers and employers can act on.",
    },
    {
      name: 'Daniel Brooks',
      role: 'Community Manager',
      bio: "Daniel answers messages sent through our Contact page and listens to the people who use Job Portal, passing their suggestions on to the rest of the team.",
    },
  ],
  values: [
    {
      title: 'Free Means Free',
      description: "No hidden charges, no paid tiers and no fees for applicants. Everything on Job Portal is available to everyone at no cost.",
    },
    {
      title: 'People Before Automation',
      description: "A real person reviews every job posting and every review before it appears, because trust is earned one listing at a time.",
    },
    {
      title: 'Privacy by Default',
      description: "We ask only for what a hiring conversation needs, use no tracking or advertising cookies, and delete data on a fixed schedule.",
    },
    {
      title: 'Respect for Everyone\'s Time',
      description: "Short forms, postings reviewed within 24 hours, and candidates and employers talking to each other directly.",
    },
  ],
  impact: {
    heading: 'Our Impact',
    paragraphs: [
      "Every posting on Job Portal has been checked by a person against our rules, including that it must be a real job the employer is hiring for, and every application lands in that employer's inbox rather than in a queue on our side. Removing fees and sign-ups means a small business can advertise a role as easily as a large one, and a first-time job seeker can apply as easily as an experienced professional.",
      "We do not make hiring decisions and we do not stand between candidates and employers. Our part is to keep the board honest, current and free, so that the conversations that lead to new jobs can start sooner.",
    ],
  },
};
