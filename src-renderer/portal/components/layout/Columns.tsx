// A responsive grid whose column counts travel as CSS custom properties in a style attribute, read
// by media queries in Columns.module.css. Mantine's responsive props (SimpleGrid cols, Grid.Col
// span, py objects) write a <style> element beside the component instead, and HTML allows no
// <style> inside <body>.
import type { CSSProperties, ElementType, ReactNode } from 'react';
import classes from './Columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';
/** A number of equal columns, or a grid-template-columns value ("7fr 5fr"). */
type Tracks = number | string;

interface ColumnsProps extends Partial<Record<Breakpoint, Tracks>> {
  gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  component?: ElementType;
  className?: string;
  children: ReactNode;
}

const template = (tracks: Tracks) => (typeof tracks === 'number' ? `repeat(${tracks}, minmax(0, 1fr))` : tracks);

export function Columns({ gap = 'md', component: Component = 'div', className, children, ...tracks }: ColumnsProps) {
  const style: Record<string, string> = { '--columns-gap': `var(--mantine-spacing-${gap})` };
  for (const breakpoint of ['base', 'xs', 'sm', 'md', 'lg'] as const) {
    const value = tracks[breakpoint];
    if (value !== undefined) style[`--columns-${breakpoint}`] = template(value);
  }
  return (
    <Component className={className ? `${classes.columns} ${className}` : classes.columns} style={style as CSSProperties}>
      {children}
    </Component>
  );
}
