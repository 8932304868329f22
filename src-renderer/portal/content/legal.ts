// Privacy Policy and Terms & Conditions content. Plain data only.
// `{email}` and `{phone}` are placeholders that the site replaces with the
// configured support email address and phone number at render time.

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'June 2025',
  intro:
    "This policy explains what information Job Portal collects, why we collect it, who receives it, how long we keep it and how you can ask us to show it to you or delete it. We have tried to keep it short and specific. If anything is unclear, write to us at {email}.",
  sections: [
    {
      heading: 'Who We Are',
      paragraphs: [
        "Job Portal is a free job board, based in Rajkot, Gujarat, India, that connects job seekers with employers. Employers post jobs and job seekers apply to them. We are responsible for the information described in this policy.",
        "Visitors do not have accounts on Job Portal: nobody registers or logs in. Only our staff have access to the moderation console that we use to review postings and reviews.",
      ],
    },
    {
      heading: 'Information You Give Us',
      paragraphs: [
        "We only collect what you type into one of our forms. What that is depends on the form:",
      ],
      items: [
        "Posting a job: the job title, category, location, job type, salary (optional), required experience, description, requirements and benefits (optional), and your company name, company website (optional) and the email address where you want to receive applications.",
        "Applying for a job: your name, email address, phone number, location, experience, expected salary (optional), notice period, cover letter, LinkedIn profile and portfolio website (both optional), and your resume.",
        "Contacting us: your name, email address, the subject you choose and your message.",
        "Leaving a review: your name, a rating from 1 to 5 and your comment.",
        "Creating a job alert: your email address and the search you save (keywords, location and category).",
        "Reporting a job: the reason you choose and, if you add them, your own words.",
      ],
    },
    {
      heading: 'Private Links Instead of Accounts',
      paragraphs: [
        "Instead of accounts, we email private links: the employer gets one to each posting (to see its status, edit, close or renew it), an applicant gets one to withdraw the application, and a job alert comes with one to change, renew or delete it. Each link holds a random code that only the email contains: we store only a one-way fingerprint of it, never the code itself, and we remove the code from our copy of the email once it has been sent. Anyone who has the link can use it, so keep it to yourself.",
        "Links to a posting work for 120 days and stop working when you ask for new ones at the Manage your job postings page. A withdraw link works while we keep the application (60 days). Alert links work while the alert exists. Expired links are deleted.",
        "Withdrawing an application deletes it and the resume from our site at once. The email that already went to the employer cannot be recalled; ask the employer to delete their copy.",
      ],
    },
    {
      heading: 'Job Alerts',
      paragraphs: [
        "A job alert starts only after you confirm it with the link we email you, and the request is deleted if you do not confirm it within 7 days. Once confirmed, we email new jobs that match your search at most once a day, only on days with new jobs. Every alert email has a one-click unsubscribe and a link to change or delete the alert. An alert stops 6 months after you confirmed or last renewed it, and we delete it 30 days after that. One email address can have up to 5 alerts.",
      ],
    },
    {
      heading: 'Applications and Resumes',
      paragraphs: [
        "When you apply for a job, your application and resume are emailed to the address the employer gave with the posting. The email is set up so that when the employer replies, the reply goes to you. You also receive a confirmation email from us.",
        "Resumes must be PDF, DOC or DOCX files of up to 2 MB, and we check each file by its content. Applications are never published on the site. The employer's email address is not displayed on job pages, though for the first 10 days of a posting it is part of the job data your browser receives, so the apply form can pass it along.",
        "Once the employer has your application, they contact you directly. We do not take part in hiring decisions, and what the employer does with your application is also governed by the employer's own practices. Employers agree to use applicants' details only for the hiring process they applied to.",
      ],
    },
    {
      heading: 'Page Views, Cookies and Local Storage',
      paragraphs: [
        "Each time a page is viewed, we record the page, the page you came from ('Direct' if there was none), your browser's user agent, your platform, the time and a shortened version of your IP address. We remove the last part of the address before storing it (the last number of an IPv4 address, and everything after the first 48 bits of an IPv6 address), so we never store your full IP address. We use these records to understand how the site is used.",
        "We do not use third-party analytics services, and we do not use advertising or tracking cookies. The site keeps a couple of small values in your browser's local storage that it needs to work properly; they are kept in your browser and you can clear them at any time in your browser settings.",
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use the information described above only to run Job Portal:'],
      items: [
        "To review job postings, publish them, and email employers when a posting is received, published or rejected (with the reason).",
        "To deliver each application and resume to the employer, send the applicant a confirmation, and investigate delivery problems.",
        "To answer messages sent through our Contact page.",
        "To review and show the reviews that visitors leave.",
        "To send the job alerts you confirmed, and to let staff look into jobs that visitors report.",
        "To understand how the site is used and keep it working well, using the page-view records.",
      ],
    },
    {
      heading: 'Who We Share It With',
      paragraphs: [
        "We never sell or rent personal data. We share it only in these cases:",
      ],
      items: [
        "With the employer you apply to: your application and resume.",
        "With our mail provider, which sends our emails on our behalf and only to deliver the messages described in this policy.",
        "When the law requires us to disclose it.",
      ],
    },
    {
      heading: 'How Long We Keep It',
      paragraphs: [
        "We keep information only for as long as it serves the purpose it was given for, and then delete it automatically:",
      ],
      items: [
        "Applications and resumes: stored on our server for 60 days after submission, so the email can be delivered and any problems investigated, then deleted.",
        "Job postings, including the employer's contact details: deleted 12 months after the posting expires or is rejected. Postings expire 30 days after they are published.",
        "Contact messages: deleted after 12 months.",
        "Page-view records: deleted after 12 months.",
        "Reviews: approved reviews are kept while they are shown on the site; reviews we do not publish are deleted after 90 days. You can ask for your review to be removed at any time.",
        "Job alerts: unconfirmed requests are deleted after 7 days; alerts are deleted at once when you delete or unsubscribe them, and 30 days after they stop (6 months after confirmation or the last renewal).",
        "Private links: only their fingerprints are kept, until they expire (120 days for postings, 60 days for applications, while an alert exists) or their posting, application or alert is deleted.",
        "Reports about a job: the reason and your words are kept until our staff have dealt with them and for 90 days after, and are deleted with the posting. We keep no address of the person who reported, only a code that changes every day, so one visitor cannot report one job more than once a day.",
        "Changes employers send to a posting are kept with the posting and deleted with it.",
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        "We limit what we collect to what a hiring conversation needs, and we delete it on the schedule above. Only our staff can reach the moderation console, uploaded resumes are checked by their content, and IP addresses are shortened before they are stored.",
        "No website or email system can be made completely secure, so please do not include information in an application or message that the employer or we do not need, such as identity document numbers or bank details.",
      ],
    },
    {
      heading: 'Your Rights and Deletion Requests',
      paragraphs: [
        "You can ask us for a copy of the personal data we hold about you, or ask us to delete it, by writing to {email}. Please tell us which form you used and the email address you gave so we can find your information. We answer every request within 30 days.",
        "You can also ask us at any time to remove a review you left. Note that once an application has been emailed to an employer, the copy in the employer's inbox is under their control; to have it deleted, contact the employer directly.",
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        "Job Portal is meant for people who are looking for work or hiring, and it is not directed at children. If you believe a child has sent us personal data, write to {email} and we will delete it.",
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        "If we change this policy, we will publish the new version on this page and update the date at the top.",
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        "For questions about this policy or your data, email {email} or call {phone}. You can also use the form on our Contact page. We reply within 24 hours on business days.",
        "Job Portal, Rajkot, Gujarat, India.",
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: 'Terms & Conditions',
  lastUpdated: 'June 2025',
  intro:
    "These terms set out the rules for using Job Portal, whether you are looking for work, hiring, or simply browsing. They are written to be read, so please take a few minutes to go through them. If you have a question, write to us at {email}.",
  sections: [
    {
      heading: 'Acceptance of These Terms',
      paragraphs: [
        "By using Job Portal, including browsing jobs, posting a job, applying for a job, sending us a message or leaving a review, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.",
      ],
    },
    {
      heading: 'The Service',
      paragraphs: [
        "Job Portal is a free job board. Employers and recruiters post job openings, and job seekers search them by keyword, location and category and apply with a form and a resume. Each application is emailed to the address the employer gave with the posting, and the employer and the applicant then deal with each other directly.",
        "Job Portal is free for everyone. There are no fees and no premium plans, and employers can post as many jobs as they need at no cost.",
        "We provide the board only. We are not an employer, a recruitment agency or a party to any hiring process, and we do not take part in hiring decisions.",
      ],
    },
    {
      heading: 'No Accounts',
      paragraphs: [
        "Visitors do not have accounts on Job Portal; nobody registers or logs in. You give your details through a form each time you post a job, apply, contact us or leave a review. Only our staff have access to the moderation console. Because there are no accounts, please keep a note of what you submit; if you need help with a submission, write to {email} from the email address you used.",
      ],
    },
    {
      heading: 'Employer Obligations',
      paragraphs: ['If you post a job on Job Portal, you agree that:'],
      items: [
        "The posting is for a real job that you are hiring for, and the information in it is accurate.",
        "You will not charge applicants any fee, at any stage of the hiring process.",
        "The posting contains nothing discriminatory, misleading or illegal.",
        "You will use applicants' personal data, including their resumes, only for the hiring process they applied to.",
        "The email address you give is one you are entitled to use for receiving applications.",
      ],
    },
    {
      heading: 'Job Seeker Obligations',
      paragraphs: ['If you apply for a job on Job Portal, you agree that:'],
      items: [
        "The information in your application and resume is true and is your own.",
        "Your resume is a genuine PDF, DOC or DOCX document of up to 2 MB, and contains nothing harmful.",
        "You will not use the application form to send spam, advertising or messages unrelated to the job.",
      ],
    },
    {
      heading: 'Review, Moderation and Removal',
      paragraphs: [
        "A person on our team reviews every job posting. Within 24 hours of submission it is either published or rejected, and the employer is emailed in either case, with the reason when it is rejected. Published postings stay live for 30 days, then expire automatically and no longer appear in search. To keep hiring, renew the posting with the private link we email you (from 3 days before it ends until 30 days after), or post the job again. With the same link you can edit a posting (our staff review every change before it goes live) or close it once the position is filled.",
        "Our staff may reject or remove any posting that breaks these terms, including after it has been published. Our review checks postings against these rules; it is not a guarantee that an employer or a job is everything it claims to be, so please use your own judgement before sharing personal details beyond your application.",
      ],
    },
    {
      heading: 'Reviews',
      paragraphs: [
        "Anyone can leave a review of Job Portal with a name, a rating from 1 to 5 and a comment. Our staff approve each review before it is shown, and may decline reviews that are abusive, misleading, unrelated to Job Portal or otherwise inappropriate. You can ask us at any time to remove a review you left by writing to {email}.",
      ],
    },
    {
      heading: 'Content and Intellectual Property',
      paragraphs: [
        "You remain responsible for what you submit. By posting a job or leaving a review, you allow us to show that content on Job Portal for as long as it is published. By applying, you allow us to deliver your application and resume to the employer.",
        "The Job Portal name, logo, site design and our own articles and texts belong to Job Portal. You may share links to them, but please do not copy or republish them without our permission.",
      ],
    },
    {
      heading: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        "Job Portal is provided free of charge and as it is. We work to keep the site available and the postings honest, but we cannot promise that the site will always be available or free of errors, that any posting is accurate, or that any application will lead to an interview or a job.",
        "Job postings are written by employers and applications by job seekers, and each is responsible for their own content. Any arrangement that follows an application is between the employer and the applicant alone.",
        "To the fullest extent the law allows, Job Portal is not liable for any loss arising from your use of the site, from content submitted by others, or from any dealings between employers and job seekers. Nothing in these terms limits any liability that cannot be limited under applicable law.",
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        "We may update these terms from time to time. We will announce any change on the site at least 30 days before it takes effect, and the date at the top of this page shows when the terms were last updated. If you keep using Job Portal after a change takes effect, the updated terms apply to you.",
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute arising from them or from your use of Job Portal is subject to the jurisdiction of the courts of Rajkot, Gujarat.",
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        "Questions about these terms? Email {email}, call {phone} or use the form on our Contact page. We reply within 24 hours on business days.",
        "Job Portal, Rajkot, Gujarat, India.",
      ],
    },
  ],
};
