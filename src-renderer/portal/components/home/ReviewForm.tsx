// Adding a review: name, role (optional), rating 1 to 5 and comment. Shown after staff approval.
import { Button, InputWrapper, Stack, Text, TextInput, Textarea, Title } from '../plain/mantine-look';
import { StarRating } from './StarRating';
import { schemaResolver } from '../forms/schema-resolver';
import { ReviewFormSchema } from '../../../../shared/domain';
import { submitReview, type ReviewFormValues } from '../../api/reviews';
import { FormAnswerMessage } from '../forms/FormAnswerMessage';
import { VisitorForm } from '../forms/VisitorForm';
import { useFormAnswer } from '../../state/initial-data';
import { namedInput, useApiForm } from '../forms/use-api-form';

const EMPTY_REVIEW: ReviewFormValues = { name: '', role: '', rating: 0, comment: '' };
export const REVIEW_THANKS = 'Thank you for your review! It will appear here once our team has approved it.';

const DIMMED = { color: 'var(--mantine-color-dimmed)' };
const ALIGN_START = { alignSelf: 'flex-start' } as const;

export function ReviewForm() {
  const answer = useFormAnswer('review');
  const { form, formRef, submitting, onSubmit } = useApiForm({
    proofFor: 'job/addreview',
    answer,
    initialValues: EMPTY_REVIEW,
    validate: schemaResolver(ReviewFormSchema, { sync: true }),
    send: submitReview,
    successMessage: (serverMessage) => serverMessage ?? REVIEW_THANKS,
    failureMessage: 'Your review could not be sent. Please try again.',
  });
  const ratingError = form.errors.rating;

  return (
    <VisitorForm call="job/addreview" formRef={formRef} onSubmit={onSubmit} aria-labelledby="review-form-heading">
      <Stack gap="sm">
        <Title order={3} id="review-form-heading" size="h4">
          Share your experience
        </Title>
        <Text size="sm" style={DIMMED}>
          Reviews appear on this page after our team has approved them.
        </Text>
        <FormAnswerMessage answer={answer} />
        <TextInput label="Your name" withAsterisk autoComplete="name" {...namedInput(form, 'name')} />
        <TextInput label="Your role (optional)" placeholder="e.g. Recruiter, Web developer" {...namedInput(form, 'role')} />
        <InputWrapper label="Rating" withAsterisk error={ratingError} labelElement="div" id="review-rating">
          <StarRating
            name="rating"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            labelledBy="review-rating-label"
            describedBy={ratingError ? 'review-rating-error' : undefined}
            invalid={Boolean(ratingError)}
          />
        </InputWrapper>
        <Textarea label="Your review" withAsterisk rows={4} {...namedInput(form, 'comment')} />
        {/* Reads 'Please wait' while the form is sent, and stays focusable (as SubmitButton does). */}
        <Button type="submit" disabled={submitting} style={ALIGN_START}>
          {submitting ? 'Please wait' : 'Submit Review'}
        </Button>
      </Stack>
    </VisitorForm>
  );
}
