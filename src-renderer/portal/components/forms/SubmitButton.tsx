import { Button, type ButtonProps } from '@mantine/core';

/** A submit button that reads 'Please wait' while its form is being sent. It stays focusable. */
export function SubmitButton({ submitting, label, ...props }: ButtonProps & { submitting: boolean; label: string }) {
  return (
    <Button type="submit" data-disabled={submitting || undefined} aria-disabled={submitting || undefined} {...props}>
      {submitting ? 'Please wait' : label}
    </Button>
  );
}
