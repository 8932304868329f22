// Reviews: the approved list (newest first) and adding one (shown after staff approval).
import { postForm } from './client';
import { postVisitorForm } from './visitor-form';

/** A review as `job/getreview` lists it. */
export interface PublicReview {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  role?: string;
  date: string;
}

export async function fetchReviews(): Promise<PublicReview[] | null> {
  const result = await postForm<{ data: PublicReview[] }>('job/getreview');
  return result.status && Array.isArray(result.data) ? result.data : null;
}

/** The review form's values: the rating is a number (0 until a star is chosen). */
export type ReviewFormValues = { name: string; role: string; rating: number; comment: string };

export const submitReview = (values: ReviewFormValues, honeypot: string) =>
  postVisitorForm<{ message: string }>('job/addreview', values, honeypot);
