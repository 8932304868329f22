// A Tabler icon drawn by the stylesheet (Icon.module.css) rather than as an SVG in the markup: for
// the icons on the job list and in the footer, which every page carries.
import classes from './Icon.module.css';

export type IconName = 'adjustments' | 'search' | 'chevronLeft' | 'chevronRight' | 'rss' | 'mail' | 'phone' | 'mapPin';

/** Tabler's icon `name` at `size` px (as `<IconX size aria-hidden />`), hidden from screen readers. */
export function Icon({ name, size }: { name: IconName; size: 16 | 18 | 20 }) {
  return <span className={`${classes.icon} ${classes[name]} ${classes[`s${size}`]}`} aria-hidden="true" />;
}
