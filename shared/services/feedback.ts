// Visitor reviews (shown after staff approval) and contact messages (mailed to support).
import { AppError, CONTACT_SUBJECTS, ContactFormSchema, ReviewFormSchema, type ReviewRecord } from '../domain';
import type { ServiceContext } from './context';
import { siteIdentity } from './site-settings';
import { parseId, validate } from './validate';

export async function submitReview(ctx: ServiceContext, input: unknown): Promise<number> {
  const review = validate(ReviewFormSchema, input);
  return ctx.store.write(() => ctx.store.reviews.insert(review, ctx.clock.now()));
}

export function publicReviews(ctx: ServiceContext, limit = 50) {
  return ctx.store.reviews.approved(limit).map((r) => ({
    _id: String(r.id),
    name: r.name,
    rating: r.rating,
    comment: r.comment,
    role: r.role || undefined,
    date: new Date(r.created_at).toISOString(),
  }));
}

export async function moderateReview(ctx: ServiceContext, rawId: unknown, decision: 'approved' | 'rejected'): Promise<ReviewRecord> {
  const id = parseId(rawId, 'Review');
  const { store } = ctx;
  return store.write(() => {
    const review = store.reviews.get(id);
    if (!review) throw new AppError('not_found', `Review ${id} not found.`);
    if (!store.reviews.moderate(id, decision, ctx.clock.now())) {
      throw new AppError('conflict', `Review ${id} is already ${review.status}.`);
    }
    return store.reviews.get(id)!;
  });
}

/** Stores a contact message and mails it to the site's support address (never to the visitor). */
export async function sendContactMessage(ctx: ServiceContext, input: unknown): Promise<number> {
  const message = validate(ContactFormSchema, input);
  const { store } = ctx;
  const support = siteIdentity(store).supportEmail;
  const id = await store.write(() => {
    const now = ctx.clock.now();
    const id = store.messages.insert(message, now);
    const subjectLabel = CONTACT_SUBJECTS.find((s) => s.value === message.subject)!.label;
    store.outbox.enqueue(
      { kind: 'contact', recipient: support, replyTo: message.email, payload: { name: message.name, email: message.email, subjectLabel, message: message.message } },
      now,
    );
    return id;
  });
  ctx.onMailQueued?.();
  return id;
}
