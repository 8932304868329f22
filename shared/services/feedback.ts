// Visitor reviews (shown after staff approval) and contact messages (mailed to support).
import { AppError, CONTACT_SUBJECTS, ContactMessageSchema, ReviewSchema } from '../domain';
import { contactMessage } from '../mail/messages';
import type { ReviewRow } from '../store/reviews-repository';
import type { ServiceContext } from './context';
import { parseId, validate } from './validate';

export function submitReview(ctx: ServiceContext, input: unknown): number {
  const review = validate(ReviewSchema, input);
  return ctx.store.reviews.insert(review, ctx.clock.now());
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

export function moderateReview(ctx: ServiceContext, rawId: unknown, decision: 'approved' | 'rejected'): ReviewRow {
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

export function sendContactMessage(ctx: ServiceContext, input: unknown): number {
  const message = validate(ContactMessageSchema, input);
  const { store } = ctx;
  const id = store.write(() => {
    const now = ctx.clock.now();
    const id = store.messages.insert(message, now);
    const label = CONTACT_SUBJECTS.find((s) => s.value === message.subject)!.label;
    store.outbox.enqueue(contactMessage(ctx.mail, { ...message, id, created_at: now, read_at: null }, label), now);
    return id;
  });
  ctx.onMailQueued?.();
  return id;
}
