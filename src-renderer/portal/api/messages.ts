// The contact form's message (the spec's "proposal").
import type { ContactFormInput } from '../../../shared/domain';
import type { FormText } from './client';
import { postVisitorForm } from './visitor-form';

export const sendContactMessage = (values: FormText<ContactFormInput>, honeypot: string) =>
  postVisitorForm<{ message: string }>('job/addproposal', values, honeypot);
