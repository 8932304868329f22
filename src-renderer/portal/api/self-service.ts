// The self-service calls: a private page's reads and actions (each carries the link's id and
// token in the form, never in the call's address), "send me my links again", job alerts, reports.
import type { AlertSearch, AlertView, ManageView, WithdrawView } from '../../../shared/domain/self-service';
import type { AlertSignupInput, ReportFormInput } from '../../../shared/domain/self-service-forms';
import type { JobPostInput } from '../../../shared/domain/schemas';
import { postForm, type ApiResult, type FormText } from './client';
import { postVisitorForm } from './visitor-form';

export interface PrivateLink {
  id: string;
  token: string;
}

type Answer<V> = ApiResult<{ message?: string; data: V }>;

export const readManageView = (link: PrivateLink) => postForm<{ data: ManageView }>('posting/view', { ...link });
export const readWithdrawView = (link: PrivateLink) => postForm<{ data: WithdrawView }>('application/view', { ...link });
export const readAlertView = (link: PrivateLink) => postForm<{ data: AlertView }>('alert/view', { ...link });

export const editPosting = (link: PrivateLink, values: FormText<JobPostInput>, honeypot: string): Promise<Answer<ManageView>> =>
  postVisitorForm('posting/edit', { ...values, ...link }, honeypot);

export const postingAction = (action: 'close' | 'renew', link: PrivateLink): Promise<Answer<ManageView>> =>
  postVisitorForm(`posting/${action}`, { ...link }, '');

export const requestPostingLinks = (values: { email: string }, honeypot: string) => postVisitorForm<{ message: string }>('posting/links', values, honeypot);

export const withdrawApplication = (link: PrivateLink) => postVisitorForm<{ message: string }>('application/withdraw', { ...link }, '');

export const subscribeAlert = (values: FormText<AlertSignupInput>, honeypot: string) => postVisitorForm<{ message: string }>('alert/subscribe', values, honeypot);

export const alertAction = (action: 'confirm' | 'renew' | 'delete', link: PrivateLink): Promise<Answer<AlertView | null>> =>
  postVisitorForm(`alert/${action}`, { ...link }, '');

export const updateAlert = (link: PrivateLink, values: AlertSearch, honeypot: string): Promise<Answer<AlertView | null>> =>
  postVisitorForm('alert/update', { ...values, ...link }, honeypot);

export const reportJob = (jobId: string, values: FormText<ReportFormInput>, honeypot: string) =>
  postVisitorForm<{ message: string }>('job/report', { ...values, jobId }, honeypot);
