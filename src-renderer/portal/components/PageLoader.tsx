import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a screen's code or data is on its way. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py={80} role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
