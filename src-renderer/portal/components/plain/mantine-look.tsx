// Plain elements that render exactly the markup Mantine's components render for the props the
// portal uses: the same class names (Mantine's own stylesheet styles them), data attributes and CSS
// variables. They look and behave the same, without Mantine's per-element style machinery (props
// resolved through the theme, style objects merged and serialised on every render), which cost
// most of a server render. tests/portal/mantine-look.test.tsx renders each beside its Mantine
// original and requires the same HTML, so a Mantine upgrade that changes its markup fails there.
import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Vars = CSSProperties & Record<`--${string}`, string>;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const STACK_STYLES = {} as Record<Spacing, Vars>;
const CONTAINER_STYLES = {} as Record<Spacing, Vars>;
for (const size of ['xs', 'sm', 'md', 'lg', 'xl'] as const) {
  STACK_STYLES[size] = { '--stack-gap': `var(--mantine-spacing-${size})`, '--stack-align': 'stretch', '--stack-justify': 'flex-start' };
  CONTAINER_STYLES[size] = { '--container-size': `var(--container-size-${size})` };
}

/**
 * Mantine's `<Stack gap align>` (as a `<div>`, or an `<li>` with `component`). A `style` goes after
 * Mantine's variables, where Mantine puts style props such as `ta`.
 */
export function Stack({
  gap = 'md',
  align,
  component = 'div',
  className,
  style,
  ...props
}: ComponentPropsWithoutRef<'div'> & { gap?: Spacing | 0; align?: 'center'; component?: 'div' | 'li' }) {
  const base = gap === 0 ? STACK_NO_GAP : STACK_STYLES[gap];
  const merged = align || style ? { ...base, ...(align ? { '--stack-align': align } : undefined), ...style } : base;
  const stackProps = { style: merged, className: cx(className, 'm_6d731127 mantine-Stack-root'), ...props };
  return component === 'li' ? <li {...(stackProps as ComponentPropsWithoutRef<'li'>)} /> : <div {...stackProps} />;
}
const STACK_NO_GAP: Vars = { '--stack-gap': '0rem', '--stack-align': 'stretch', '--stack-justify': 'flex-start' };

/** Mantine's `<Group gap justify wrap>`; `style` after its variables, as Mantine's style props. */
export function Group({
  gap = 'md',
  justify = 'flex-start',
  wrap = 'wrap',
  visibleFrom,
  className,
  style,
  ...props
}: ComponentPropsWithoutRef<'div'> & { gap?: Spacing; justify?: 'flex-start' | 'center' | 'space-between'; wrap?: 'wrap' | 'nowrap'; visibleFrom?: 'lg' }) {
  const vars = { '--group-gap': `var(--mantine-spacing-${gap})`, '--group-align': 'center', '--group-justify': justify, '--group-wrap': wrap, ...style };
  return <div style={vars} className={cx(className, 'm_4081bf90 mantine-Group-root', visibleFrom && `mantine-visible-from-${visibleFrom}`)} {...props} />;
}

const TEXT_SIZES = {} as Record<string, Vars>;
for (const size of ['xs', 'sm', 'md', 'lg', 'xl']) TEXT_SIZES[size] = { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` };

/** Mantine's `<Text size>` as a `<p>`; `style` after its variables, as Mantine's style props. */
export function Text({ size, className, style, ...props }: ComponentPropsWithoutRef<'p'> & { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }) {
  const merged = size ? (style ? { ...TEXT_SIZES[size], ...style } : TEXT_SIZES[size]) : style;
  return <p style={merged} className={cx('mantine-focus-auto', className, 'm_b6d8b162 mantine-Text-root')} data-size={size} {...props} />;
}

/** Mantine's `<ThemeIcon size={px} variant>` with a radius (its `--ti-radius`), hidden from screen readers. */
export function ThemeIcon({ size, radius, variant = 'filled', children }: { size: number; radius: Spacing; variant?: 'filled' | 'light'; children: ReactNode }) {
  const style: Vars =
    variant === 'light'
      ? {
          '--ti-size': `calc(${size / 16}rem * var(--mantine-scale))`,
          '--ti-bg': 'var(--mantine-color-blue-light)',
          '--ti-color': 'var(--mantine-color-blue-light-color)',
          '--ti-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
          '--ti-radius': `var(--mantine-radius-${radius})`,
        }
      : { '--ti-size': `calc(${size / 16}rem * var(--mantine-scale))`, '--ti-radius': `var(--mantine-radius-${radius})` };
  return (
    <div style={style} className="m_7341320d mantine-ThemeIcon-root" data-variant={variant === 'filled' ? undefined : variant} aria-hidden="true">
      {children}
    </div>
  );
}

/** Mantine's `<Container size py>`. */
export function Container({ size = 'md', py, className, style, ...props }: ComponentPropsWithoutRef<'div'> & { size?: Spacing; py?: Spacing | number }) {
  const padding = py === undefined ? undefined : { paddingBlock: typeof py === 'number' ? `calc(${py / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${py})` };
  const merged = padding || style ? { ...CONTAINER_STYLES[size], ...padding, ...style } : CONTAINER_STYLES[size];
  return <div style={merged} className={cx(className, 'm_7485cace mantine-Container-root')} data-size={size} data-strategy="block" {...props} />;
}

const TITLE_STYLES = {} as Record<string, Vars>;
for (const h of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
  TITLE_STYLES[h] = { '--title-fw': `var(--mantine-${h}-font-weight)`, '--title-lh': `var(--mantine-${h}-line-height)`, '--title-fz': `var(--mantine-${h}-font-size)` };
}

/** Mantine's `<Title order size>` (size one of h1 to h6). */
export function Title({ order = 1, size, className, style, ...props }: ComponentPropsWithoutRef<'h1'> & { order?: 1 | 2 | 3 | 4 | 5 | 6; size?: `h${1 | 2 | 3 | 4 | 5 | 6}` }) {
  const Tag = `h${order}` as const;
  const base = TITLE_STYLES[size ?? Tag];
  return <Tag style={style ? { ...base, ...style } : base} className={cx(className, 'm_8a5d1357 mantine-Title-root')} data-size={size} data-order={order} {...props} />;
}

/** Mantine's variants in the theme's primary colour (blue), and `subtle` in gray. */
type ButtonVariant = 'filled' | 'outline' | 'light' | 'default' | 'white' | 'subtle';
const BUTTON_VARIANT_STYLES: Record<ButtonVariant, Vars> = {
  filled: { '--button-color': 'var(--mantine-color-white)' },
  outline: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-blue-outline-hover)',
    '--button-color': 'var(--mantine-color-blue-outline)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-blue-outline)',
  },
  light: {
    '--button-bg': 'var(--mantine-color-blue-light)',
    '--button-hover': 'var(--mantine-color-blue-light-hover)',
    '--button-color': 'var(--mantine-color-blue-light-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  },
  subtle: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-gray-light-hover)',
    '--button-color': 'var(--mantine-color-gray-light-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  },
  white: {
    '--button-bg': 'var(--mantine-color-white)',
    '--button-hover': 'rgba(252, 252, 252, 1)',
    '--button-color': 'var(--mantine-color-blue-filled)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
};
const BUTTON_SIZES: Record<'md' | 'compact-sm', Vars> = {
  md: { '--button-height': 'var(--button-height-md)', '--button-padding-x': 'var(--button-padding-x-md)', '--button-fz': 'var(--mantine-font-size-md)' },
  'compact-sm': { '--button-height': 'var(--button-height-compact-sm)', '--button-padding-x': 'var(--button-padding-x-compact-sm)', '--button-fz': 'var(--mantine-font-size-sm)' },
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'compact-sm';
  /** Mantine's `hiddenFrom`. */
  hiddenFrom?: 'sm' | 'md' | 'lg';
  /** Shown as unavailable but still focusable (Mantine's `data-disabled`). */
  disabled?: boolean;
  /** The button's ButtonInner has a leftSection. */
  withLeftSection?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The attributes of Mantine's `<Button>` root, for a `<button>` or a link of one's own. The
 * variant's style objects are made once; a `size` or `style` makes a merged one.
 */
export function buttonLook({ variant = 'filled', size = 'sm', hiddenFrom, disabled, withLeftSection, className, style }: ButtonLook) {
  const variantStyle = BUTTON_VARIANT_STYLES[variant];
  return {
    style: size !== 'sm' || style ? { ...(size === 'sm' ? undefined : BUTTON_SIZES[size]), ...variantStyle, ...style } : variantStyle,
    className: cx(
      `mantine-focus-auto${disabled ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
      className,
      hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
    ),
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size === 'sm' ? undefined : size,
    'data-disabled': disabled || undefined,
    'data-with-left-section': withLeftSection || undefined,
  };
}

/** What goes inside a Mantine button: its label in Mantine's two spans, after an optional icon. */
export function ButtonInner({ leftSection, children }: { leftSection?: ReactNode; children: ReactNode }) {
  return (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection ? (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
    </span>
  );
}

/** Mantine's `<Button>` as a `<button>` (type "button" unless given). */
export function Button({
  variant,
  size,
  hiddenFrom,
  disabled,
  className,
  style,
  leftSection,
  type = 'button',
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'button'>, 'disabled'> & Omit<ButtonLook, 'withLeftSection'> & { leftSection?: ReactNode }) {
  return (
    <button {...buttonLook({ variant, size, hiddenFrom, disabled, className, style, withLeftSection: Boolean(leftSection) })} type={type} aria-disabled={disabled || undefined} {...props}>
      <ButtonInner leftSection={leftSection}>{children}</ButtonInner>
    </button>
  );
}

// ---- Form fields: Mantine's TextInput, Textarea and NativeSelect, and Input.Wrapper ----

const LABEL_STYLE: Vars = { '--input-label-size': 'var(--mantine-font-size-sm)' };
const ERROR_STYLE: Vars = { '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' };
const ERROR_MARGIN: Vars = { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' };
const INPUT_SM: Vars = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };
const TEXTAREA_SM: Vars = { ...INPUT_SM, '--input-padding-y': 'var(--input-padding-y-sm)' };
const SELECT_SM: Vars = { ...INPUT_SM, '--input-right-section-pointer-events': 'none' };
const wrapperStyles = (base: Vars) => ({ base, withError: { ...ERROR_MARGIN, ...base } });
const WRAPPER_STYLES = { TextInput: wrapperStyles(INPUT_SM), Textarea: wrapperStyles(TEXTAREA_SM), NativeSelect: wrapperStyles(SELECT_SM) };

type FieldKind = keyof typeof WRAPPER_STYLES;

interface FieldFrame {
  kind: FieldKind;
  leftSection?: ReactNode;
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: ReactNode;
  children: ReactNode;
  dataAttributes?: Record<string, string>;
}

/** Mantine's sm field: label with its asterisk, the input's wrapper, the error below. */
function Field({ kind, id, label, required, error, children, dataAttributes, leftSection }: FieldFrame) {
  const hasError = Boolean(error) || undefined;
  return (
    <div className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`} data-size="sm" data-error={hasError}>
      <label style={LABEL_STYLE} className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`} data-size="sm" data-required={required || undefined} htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div
        style={hasError ? WRAPPER_STYLES[kind].withError : WRAPPER_STYLES[kind].base}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={hasError}
        data-with-left-section={leftSection ? true : undefined}
        {...dataAttributes}
      >
        {leftSection ? (
          <div data-position="left" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
            {leftSection}
          </div>
        ) : null}
        {children}
      </div>
      {hasError ? (
        <p style={ERROR_STYLE} className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`} data-size="sm" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps {
  label: ReactNode;
  /** Mantine's `withAsterisk`: the mark only; the schema decides what is required. */
  withAsterisk?: boolean;
  error?: ReactNode;
  id?: string;
}

function useFieldId(id: string | undefined) {
  const generated = useId();
  return id ?? `field-${generated}`;
}

const errorAttributes = (id: string, error: ReactNode) =>
  error ? { 'data-error': true, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : undefined;

/** Mantine's `<TextInput>` (size sm, variant default). */
export function TextInput({ label, withAsterisk, error, id, leftSection, ...input }: FieldProps & Omit<ComponentPropsWithoutRef<'input'>, 'id'> & { leftSection?: ReactNode }) {
  const fieldId = useFieldId(id);
  return (
    <Field kind="TextInput" id={fieldId} label={label} required={withAsterisk} error={error} leftSection={leftSection}>
      <input className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input" data-variant="default" {...errorAttributes(fieldId, error)} {...input} id={fieldId} />
    </Field>
  );
}

/** Mantine's `<Textarea>` without autosize (size sm, variant default). */
export function Textarea({ label, withAsterisk, error, id, ...input }: FieldProps & Omit<ComponentPropsWithoutRef<'textarea'>, 'id'>) {
  const fieldId = useFieldId(id);
  return (
    <Field kind="Textarea" id={fieldId} label={label} required={withAsterisk} error={error} dataAttributes={MULTILINE}>
      <textarea className="m_8fb7ebe7 mantine-Input-input mantine-Textarea-input" data-variant="default" {...errorAttributes(fieldId, error)} {...input} id={fieldId} />
    </Field>
  );
}
const MULTILINE = { 'data-multiline': 'true' };
const SELECT_WRAPPER = { 'data-pointer': 'true', 'data-with-right-section': 'true' };
const CHEVRON_STYLE: Vars = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' };
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** Mantine's `<NativeSelect>` (size sm, variant default), its options from `data`. */
export function NativeSelect({
  label,
  withAsterisk,
  error,
  id,
  data,
  ...select
}: FieldProps & Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'children'> & { data: { value: string; label: string; disabled?: boolean }[] }) {
  const fieldId = useFieldId(id);
  return (
    <Field kind="NativeSelect" id={fieldId} label={label} required={withAsterisk} error={error} dataAttributes={SELECT_WRAPPER}>
      <select className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input" data-variant="default" {...errorAttributes(fieldId, error)} {...select} id={fieldId}>
        {data.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
        <svg
          style={CHEVRON_STYLE}
          className="m_2943220b mantine-ComboboxChevron-chevron"
          data-size="sm"
          data-combobox-chevron="true"
          data-error={typeof error === 'string' && error ? error : undefined}
          viewBox="0 0 15 15"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
        >
          <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </div>
    </Field>
  );
}

/**
 * Mantine's `<Input.Wrapper>` (no size) around an input of one's own: label, description, error.
 * With `labelElement="div"` (a group of inputs, which no one label names) the id is the root's.
 */
export function InputWrapper({
  id,
  label,
  withAsterisk,
  description,
  error,
  labelElement = 'label',
  children,
}: FieldProps & { id: string; description?: ReactNode; labelElement?: 'label' | 'div'; children: ReactNode }) {
  const labelContent = (
    <>
      {label}
      {withAsterisk ? (
        <span className="m_78a94662 mantine-InputWrapper-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  return (
    <div className="m_46b77525 mantine-InputWrapper-root" data-error={error ? true : undefined} id={labelElement === 'div' ? id : undefined}>
      {labelElement === 'div' ? (
        <div className="m_8fdc1311 mantine-InputWrapper-label" data-required={withAsterisk || undefined} id={`${id}-label`}>
          {labelContent}
        </div>
      ) : (
        <label className="m_8fdc1311 mantine-InputWrapper-label" data-required={withAsterisk || undefined} htmlFor={id} id={`${id}-label`}>
          {labelContent}
        </label>
      )}
      {description ? (
        <p className="m_fe47ce59 mantine-InputWrapper-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="m_8f816625 mantine-InputWrapper-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---- Mantine's Alert ----

const CLOSE_BUTTON_STYLE: Vars = { '--cb-size': 'calc(1rem * var(--mantine-scale))', '--cb-icon-size': 'calc(1rem * var(--mantine-scale))' };
const CLOSE_ICON_STYLE: CSSProperties = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' };
const CLOSE_ICON_PATH =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

/**
 * Mantine's light `<Alert color icon title withCloseButton closeButtonLabel onClose>` (role
 * "alert", labelled by its title, described by its message); `titleClassName` is its
 * `classNames.title`.
 */
export function Alert({
  color,
  icon,
  title,
  closeButtonLabel,
  onClose,
  className,
  titleClassName,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'color'> & {
  color: 'green' | 'red' | 'yellow' | 'blue';
  icon: ReactNode;
  title: ReactNode;
  closeButtonLabel: string;
  onClose: () => void;
  titleClassName?: string;
  children: ReactNode;
}) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const style: Vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
  return (
    <div style={style} className={cx(className, 'm_66836ed3 mantine-Alert-root')} data-variant="light" id={id} {...props} role="alert" aria-describedby={`${id}-body`} aria-labelledby={`${id}-title`}>
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>
        <div className="m_667c2793 mantine-Alert-body">
          <div className={cx(titleClassName, 'm_6a03f287 mantine-Alert-title')} data-with-close-button="true">
            <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
        <button
          style={CLOSE_BUTTON_STYLE}
          className="mantine-focus-auto mantine-active m_87f54839 mantine-Alert-closeButton m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
          data-variant="transparent"
          type="button"
          aria-label={closeButtonLabel}
          onClick={onClose}
        >
          <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CLOSE_ICON_STYLE}>
            <path d={CLOSE_ICON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </button>
      </div>
    </div>
  );
}
