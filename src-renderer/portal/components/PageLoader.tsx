// Mantine's Center, Loader and VisuallyHidden as plain elements in their markup: the layout shows
// it on every page, and Mantine's components would bring their code into every first load
// (plain/mantine-look.tsx says why; tests/portal/mantine-look.test.tsx compares the markup).
const PADDING = { paddingBlock: 'calc(5rem * var(--mantine-scale))' } as const;

/** Shown while a screen's code or data is on its way. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div style={PADDING} className="m_4451eb3a mantine-Center-root" role="status">
      <span className="m_b34414df m_5ae2e3c mantine-Loader-root" aria-hidden="true" />
      <span className="m_515a97f8 mantine-VisuallyHidden-root">{label}</span>
    </div>
  );
}
