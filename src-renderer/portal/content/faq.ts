// FAQ page content. Plain data only.
// `{email}` and `{phone}` are placeholders that the site replaces with the
// configured support email address and phone number at render time.

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  entries: FaqEntry[];
}

export const faqCategories: FaqCategory[] = [
  {
    title: 'General',
    entries: [
      {
        question: 'What is Job Portal?',
        answer:
          "Job Portal is a free job board that connects talented professionals with opportunities. Employers and recruiters post open positions, and job seekers search those positions and apply with a short form and a resume. Your dream job is just a click away.",
      },
      {
        question: 'Is Job Portal really free?',
        answer:
          "Yes. There are no fees and no premium plans, for anyone. Employers can post as many jobs as they need at no cost, and job seekers never pay to search or apply. Employers are also not allowed to charge applicants any fee.",
      },
      {
        question: 'Do I need to create an account?',
        answer:
          "No. There is nothing to register for and nothing to log in to: visitors do not have accounts. You simply fill in a form when you post a job, apply for one or send us a message. Only our staff have access to the moderation console.",
      },
      {
        question: 'How can I reach your support team?',
        answer:
          "Use the form on our Contact page, write to {email} or call {phone}. We reply within 24 hours on business days. Our hours are Monday to Friday 9 AM to 6 PM and Saturday 10 AM to 4 PM (EST); we are closed on Sunday.",
      },
    ],
  },
  {
    title: 'For Job Seekers',
    entries: [
      {
        question: 'How do I find jobs that suit me?',
        answer:
          "Open Find Jobs and search by keyword (a job title or skill), by location, by category, or any mix of the three. Each listing shows the company, location, job type, required experience, salary where the employer gave one, and how many days ago it was posted.",
      },
      {
        question: 'How do I apply for a job?',
        answer:
          "Click Apply Now on the listing and fill in the form: your name, email, phone, location, experience, notice period and a cover letter. Expected salary and your LinkedIn and portfolio links are optional. Attach your resume and submit. Your application and resume are emailed to the employer, and you receive a confirmation email.",
      },
      {
        question: 'Which resume files can I upload?',
        answer:
          "PDF, DOC or DOCX files of up to 2 MB. We check each file by its content, not only by its name, so the file must really be one of those formats. If your file is over the limit, try removing large images from it or exporting a smaller copy.",
      },
      {
        question: 'What happens after I apply?',
        answer:
          "The employer receives your application by email, and their replies come straight to you, because the email is set up so that replying goes to your address. From then on you and the employer talk directly. We do not take part in hiring decisions, so we cannot tell you the status of an application or speak to the employer for you.",
      },
    ],
  },
  {
    title: 'For Employers',
    entries: [
      {
        question: 'How do I post a job?',
        answer:
          "Click Post Job and fill in the job information, your company information and the job details, including the email address where you want to receive applications. There is no account to create and no fee. We email you when we receive your posting (at most three such receipts a day per address) and again when it is published.",
      },
      {
        question: 'How are postings reviewed, and how long does it take?',
        answer:
          "A person on our team reviews every posting. Within 24 hours of submission it is either published, and you get an email saying so, or rejected, and we email you the reason. Postings must be for real jobs you are hiring for, must not ask applicants for any fee, and must not contain discriminatory, misleading or illegal content.",
      },
      {
        question: 'How long does my posting stay live?',
        answer:
          "30 days from the day it is published. After that it expires automatically and no longer appears in search. If you are still hiring, simply post the job again; there is no limit on free postings.",
      },
      {
        question: 'How will I receive applications?',
        answer:
          "Each application, with the candidate's resume attached, is emailed to the address you gave with the posting. Hit reply to answer the candidate directly. Your email address is not displayed on the job page. Please use applicants' details only for the hiring process they applied to.",
      },
    ],
  },
  {
    title: 'Privacy & Security',
    entries: [
      {
        question: 'What information do you collect about me?',
        answer:
          "Only what you type into our forms (a job posting, an application, a contact message or a review) and a basic record of each page view, which stores a shortened IP address, never the full one. We use no third-party analytics and no advertising or tracking cookies.",
      },
      {
        question: 'Who can see my application and resume?',
        answer:
          "The employer you apply to, who receives them by email. Applications are never published on the site; we keep a copy on our server for 60 days only so the email can be delivered and any problem investigated. We never sell or rent personal data, and we share it only with the employer you apply to or when the law requires it.",
      },
      {
        question: 'How long do you keep my data?',
        answer:
          "Applications and resumes are kept on our server for 60 days after submission, so the email can be delivered and any problem investigated, and are then deleted automatically. Job postings and the employer's contact details are deleted 12 months after the posting expires or is rejected. Contact messages and page-view records are deleted after 12 months. Reviews stay while they are shown.",
      },
      {
        question: 'How can I see or delete my data?',
        answer:
          "Write to {email} and tell us what you would like to see or delete; we answer within 30 days. You can also ask us at any time to remove a review you left.",
      },
    ],
  },
];
