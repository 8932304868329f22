// The contact form's message (the spec's "proposal").
import type { ContactFormInput } from '../../../shared/domain';
import { postForm, type FormText } from './client';
import { honeypotField } from './honeypot';

export const sendContactMessage = (values: FormText<ContactFormInput>, honeypot: string) =>
  postForm<{ message: string }>('job/addproposal', {
    ...values,
    ...honeypotField(honeypot),
  });
