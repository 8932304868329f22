import { Button, type ButtonProps } from '@mantine/core';

/**
 * A button that starts a request. While one of the page's requests is under way (`busy`) it looks
 * and reads as disabled and ignores clicks, so a double click sends nothing twice; it stays
 * focusable. The one whose request it is (`waiting`) reads 'Please wait'.
 */
export function ActionButton({ busy, waiting = false, label, onAction, ...props }: ButtonProps & { busy: boolean; waiting?: boolean; label: string; onAction: () => void }) {
  return (
    <Button data-disabled={busy || undefined} aria-disabled={busy || undefined} onClick={() => busy || onAction()} {...props}>
      {waiting ? 'Please wait' : label}
    </Button>
  );
}
