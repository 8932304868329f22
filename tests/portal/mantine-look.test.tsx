// The plain elements of components/plain/mantine-look.tsx must render what Mantine's components
// render for the same props (the same elements, classes, data attributes and CSS variables), so the
// page looks the same and Mantine's stylesheet keeps applying. Attribute order is not compared.
import type { CSSProperties, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as M from '@mantine/core';
import { IconArrowDown, IconCircleCheck } from '@tabler/icons-react';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as P from '../../src-renderer/portal/components/plain/mantine-look';
import { HeadCollectorContext } from '../../src-renderer/portal/components/PageMeta';
import { PageLoader } from '../../src-renderer/portal/components/PageLoader';
import { FeedLink } from '../../src-renderer/portal/components/jobs/FeedLink';
import { RouteError } from '../../src-renderer/portal/components/layout/RouteError';
import { Icon } from '../../src-renderer/portal/components/plain/Icon';
import { cssVariablesResolver, theme } from '../../src-renderer/ui/theme';

function html(element: ReactElement): string {
  return renderToStaticMarkup(
    <M.MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false}>
      {element}
    </M.MantineProvider>,
  );
}

/** Each tag's attributes sorted, and the classes within `class`: the same markup whatever the order. */
function normalised(markup: string): string {
  return markup.replace(/<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attributes: string, selfClosing: string) => {
    const list = [...attributes.matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)].map(([, name, value]) =>
      name === 'class' ? `class="${value!.split(/\s+/).sort().join(' ')}"` : value === undefined ? name! : `${name}="${value}"`,
    );
    return `<${tag}${list.length ? ' ' + list.sort().join(' ') : ''}${selfClosing}>`;
  });
}

const noop = () => undefined;
const OPTIONS = [
  { value: '', label: 'Select your experience' },
  { value: '1-3', label: '1-3 years' },
];

const pairs: [string, ReactElement, ReactElement][] = [
  ['TextInput', <M.TextInput id="f" label="Full name" withAsterisk autoComplete="name" name="user_name" value="" onChange={noop} />, <P.TextInput id="f" label="Full name" withAsterisk autoComplete="name" name="user_name" value="" onChange={noop} />],
  ['TextInput with an error', <M.TextInput id="f" label="Email" withAsterisk type="email" name="email" value="a@" error="Enter a valid email" onChange={noop} />, <P.TextInput id="f" label="Email" withAsterisk type="email" name="email" value="a@" error="Enter a valid email" onChange={noop} />],
  ['optional TextInput', <M.TextInput id="f" label="Portfolio (optional)" type="url" placeholder="https://…" name="p" value="" onChange={noop} />, <P.TextInput id="f" label="Portfolio (optional)" type="url" placeholder="https://…" name="p" value="" onChange={noop} />],
  ['NativeSelect', <M.NativeSelect id="f" label="Experience" withAsterisk name="e" value="" data={OPTIONS} onChange={noop} />, <P.NativeSelect id="f" label="Experience" withAsterisk name="e" value="" data={OPTIONS} onChange={noop} />],
  ['NativeSelect with an error', <M.NativeSelect id="f" label="Experience" withAsterisk name="e" value="1-3" error="Pick one" data={OPTIONS} onChange={noop} />, <P.NativeSelect id="f" label="Experience" withAsterisk name="e" value="1-3" error="Pick one" data={OPTIONS} onChange={noop} />],
  ['Textarea', <M.Textarea id="f" label="Cover letter" withAsterisk rows={6} name="c" value="Hello" onChange={noop} />, <P.Textarea id="f" label="Cover letter" withAsterisk rows={6} name="c" value="Hello" onChange={noop} />],
  ['Textarea with an error', <M.Textarea id="f" label="Cover letter" withAsterisk rows={6} name="c" value="" error="Too short" onChange={noop} />, <P.Textarea id="f" label="Cover letter" withAsterisk rows={6} name="c" value="" error="Too short" onChange={noop} />],
  [
    'Input.Wrapper',
    <M.Input.Wrapper label="Resume" description="PDF" withAsterisk id="f" errorProps={{ id: 'f-error' }} descriptionProps={{ id: 'f-description' }}><input id="f" /></M.Input.Wrapper>,
    <P.InputWrapper label="Resume" description="PDF" withAsterisk id="f"><input id="f" /></P.InputWrapper>,
  ],
  [
    'Input.Wrapper with an error',
    <M.Input.Wrapper label="Resume" description="PDF" withAsterisk error="Too big" id="f" errorProps={{ id: 'f-error' }} descriptionProps={{ id: 'f-description' }}><input id="f" /></M.Input.Wrapper>,
    <P.InputWrapper label="Resume" description="PDF" withAsterisk error="Too big" id="f"><input id="f" /></P.InputWrapper>,
  ],
  [
    'Input.Wrapper of a group',
    <M.Input.Wrapper label="Rating" withAsterisk error="Pick one" labelElement="div" id="r" errorProps={{ id: 'r-error' }}><i>x</i></M.Input.Wrapper>,
    <P.InputWrapper label="Rating" withAsterisk error="Pick one" labelElement="div" id="r"><i>x</i></P.InputWrapper>,
  ],
  ['Paper with a border', <M.Paper withBorder p="lg">x</M.Paper>, <div style={{ padding: 'var(--mantine-spacing-lg)' }} className="m_1b7284a3 mantine-Paper-root" data-with-border="true">x</div>],
  ['Text sm dimmed', <M.Text size="sm" c="dimmed">x</M.Text>, <P.Text size="sm" style={{ color: 'var(--mantine-color-dimmed)' }}>x</P.Text>],
  ['submit Button, md', <M.Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>Send</M.Button>, <P.Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>Send</P.Button>],
  [
    'submit Button while sending',
    <M.Button type="submit" size="md" data-disabled aria-disabled style={{ alignSelf: 'flex-start' }}>Please wait</M.Button>,
    <P.Button type="submit" size="md" disabled style={{ alignSelf: 'flex-start' }}>Please wait</P.Button>,
  ],
  ['outline Button', <M.Button variant="outline">Find Jobs</M.Button>, <P.Button variant="outline">Find Jobs</P.Button>],
  ['default Button', <M.Button variant="default">Try again</M.Button>, <P.Button variant="default">Try again</P.Button>],
  [
    'light link Button with an icon, hidden from md',
    <M.Button component="a" href="#application" variant="light" hiddenFrom="md" leftSection={<IconArrowDown size={18} aria-hidden />}>Go</M.Button>,
    <a href="#application" {...P.buttonLook({ variant: 'light', hiddenFrom: 'md', withLeftSection: true })}><P.ButtonInner leftSection={<IconArrowDown size={18} aria-hidden />}>Go</P.ButtonInner></a>,
  ],
  [
    'subtle gray compact link Button',
    <M.Button component="a" href="/apply/1?report#report" variant="subtle" color="gray" size="compact-sm" w="fit-content">Report this job</M.Button>,
    <a href="/apply/1?report#report" {...P.buttonLook({ variant: 'subtle', size: 'compact-sm', style: { width: 'fit-content' } })}><P.ButtonInner>Report this job</P.ButtonInner></a>,
  ],
  ['centred Group', <M.Group justify="center" mt="xl">x</M.Group>, <P.Group justify="center" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>x</P.Group>],
  ['filled link Button', <M.Button component="a" href="/post-job">Post Job</M.Button>, <a href="/post-job" {...P.buttonLook({})}><P.ButtonInner>Post Job</P.ButtonInner></a>],
  ['Container', <M.Container size="lg" className="page">x</M.Container>, <P.Container size="lg" className="page">x</P.Container>],
  ['Container with padding', <M.Container size="sm" py="xl">x</M.Container>, <P.Container size="sm" py="xl">x</P.Container>],
  ['Stack', <M.Stack gap="sm">x</M.Stack>, <P.Stack gap="sm">x</P.Stack>],
  ['Stack lg', <M.Stack gap="lg" className="s">x</M.Stack>, <P.Stack gap="lg" className="s">x</P.Stack>],
  ['Title', <M.Title order={1}>Apply</M.Title>, <P.Title order={1}>Apply</P.Title>],
  ['centred Title', <M.Title order={2} id="h" ta="center">How</M.Title>, <P.Title order={2} id="h" style={{ textAlign: 'center' }}>How</P.Title>],
  ['Title h3 in h4 size', <M.Title order={3} size="h4">Step</M.Title>, <P.Title order={3} size="h4">Step</P.Title>],
  ['Text lg', <M.Text size="lg" mt="md" className="c">x</M.Text>, <P.Text size="lg" className="c" style={{ marginTop: 'var(--mantine-spacing-md)' }}>x</P.Text>],
  ['dimmed centred Text', <M.Text ta="center" c="dimmed" mt="xs">x</M.Text>, <P.Text style={{ marginTop: 'var(--mantine-spacing-xs)', color: 'var(--mantine-color-dimmed)', textAlign: 'center' }}>x</P.Text>],
  ['Text', <M.Text className="v">x</M.Text>, <P.Text className="v">x</P.Text>],
  ['Text xs dimmed', <M.Text size="xs" c="dimmed">x</M.Text>, <P.Text size="xs" style={{ color: 'var(--mantine-color-dimmed)' }}>x</P.Text>],
  ['light ThemeIcon', <M.ThemeIcon size={48} __vars={{ '--ti-radius': 'var(--mantine-radius-md)' }} variant="light" aria-hidden>i</M.ThemeIcon>, <P.ThemeIcon size={48} radius="md" variant="light">i</P.ThemeIcon>],
  ['ThemeIcon', <M.ThemeIcon size={64} __vars={{ '--ti-radius': 'var(--mantine-radius-xl)' }} aria-hidden>i</M.ThemeIcon>, <P.ThemeIcon size={64} radius="xl">i</P.ThemeIcon>],
  ['Group', <M.Group gap="md" justify="center" mt="xl">x</M.Group>, <P.Group gap="md" justify="center" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>x</P.Group>],
  ['Group on the baseline', <M.Group justify="space-between" align="baseline" wrap="wrap">x</M.Group>, <P.Group justify="space-between" style={{ '--group-align': 'baseline' } as CSSProperties}>x</P.Group>],
  ['Container with numeric padding', <M.Container size="md" py={56} ta="center">x</M.Container>, <P.Container size="md" py={56} style={{ textAlign: 'center' }}>x</P.Container>],
  ['Stack without gap', <M.Stack gap={0} align="center" ta="center">x</M.Stack>, <P.Stack gap={0} align="center" style={{ textAlign: 'center' }}>x</P.Stack>],
  ['Stack as li', <M.Stack component="li" align="center" ta="center" gap="sm">x</M.Stack>, <P.Stack component="li" align="center" style={{ textAlign: 'center' }} gap="sm">x</P.Stack>],
  ['white link Button, md', <M.Button component="a" href="/jobs" size="md" variant="white">Find</M.Button>, <a href="/jobs" {...P.buttonLook({ variant: 'white', size: 'md' })}><P.ButtonInner>Find</P.ButtonInner></a>],
  ['outline link Button, md', <M.Button component="a" href="/post-job" size="md" variant="outline" className="o">Post</M.Button>, <a href="/post-job" {...P.buttonLook({ variant: 'outline', size: 'md', className: 'o' })}><P.ButtonInner>Post</P.ButtonInner></a>],
  ['submit Button with an icon', <M.Button type="submit" leftSection={<i>i</i>} className="s">Search</M.Button>, <P.Button type="submit" leftSection={<i>i</i>} className="s">Search</P.Button>],
  ['TextInput with an icon', <M.TextInput id="f" label="Job" placeholder="e.g." leftSection={<i>i</i>} name="k" value="" onChange={noop} />, <P.TextInput id="f" label="Job" placeholder="e.g." leftSection={<i>i</i>} name="k" value="" onChange={noop} />],
  ['Paper form', <M.Paper component="form" role="search" shadow="md" p="md" mt="xl" c="var(--mantine-color-text)">x</M.Paper>, <form role="search" style={{ '--paper-shadow': 'var(--mantine-shadow-md)', marginTop: 'var(--mantine-spacing-xl)', padding: 'var(--mantine-spacing-md)', color: 'var(--mantine-color-text)' } as CSSProperties} className="m_1b7284a3 mantine-Paper-root">x</form>],
  ['Anchor', <M.Anchor href="/jobs" fw={500} className="tap-target">x</M.Anchor>, <a href="/jobs" style={{ fontWeight: 500 }} className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root tap-target" data-underline="hover">x</a>],
  ['Title h2 in h3 size', <M.Title order={2} size="h3" id="h">Yours</M.Title>, <P.Title order={2} size="h3" id="h">Yours</P.Title>],
  ...(['green', 'red', 'yellow', 'blue'] as const).map((color): [string, ReactElement, ReactElement] => [
    `light ${color} Alert with a title and a close button`,
    <M.Alert className="a" classNames={{ title: 't' }} data-testid="alert-banner" data-alert-type="info" variant="light" color={color} icon={<IconCircleCheck size={22} aria-hidden />} title="Notice" withCloseButton closeButtonLabel="Dismiss message" onClose={noop}>Saved.</M.Alert>,
    <P.Alert className="a" titleClassName="t" data-testid="alert-banner" data-alert-type="info" color={color} icon={<IconCircleCheck size={22} aria-hidden />} title="Notice" closeButtonLabel="Dismiss message" onClose={noop}>Saved.</P.Alert>,
  ]),
  [
    'PageLoader',
    <M.Center py={80} role="status"><M.Loader aria-hidden /><M.VisuallyHidden>Loading...</M.VisuallyHidden></M.Center>,
    <PageLoader />,
  ],
  [
    'FeedLink',
    <M.Anchor href="/feeds/jobs.atom" type="application/atom+xml" size="sm" className="tap-target"><M.Group gap={4} component="span" wrap="nowrap"><Icon name="rss" size={16} />Feed</M.Group></M.Anchor>,
    <FeedLink href="/feeds/jobs.atom">Feed</FeedLink>,
  ],
  [
    'RouteError',
    <M.Container size="sm" py={80}>
      <M.Stack align="center" ta="center">
        <M.Title order={1}>Something went wrong</M.Title>
        <M.Text>This page could not be shown. Reloading usually fixes it.</M.Text>
        <M.Button onClick={noop}>Reload the page</M.Button>
      </M.Stack>
    </M.Container>,
    // Its head tags are collected, as on the server.
    <StaticRouter location="/x"><HeadCollectorContext value={noop}><RouteError /></HeadCollectorContext></StaticRouter>,
  ],
];

describe("plain elements in Mantine's look", () => {
  it.each(pairs)('%s renders as Mantine does', (_, mantine, plain) => {
    expect(normalised(html(plain))).toBe(normalised(html(mantine)));
  });

  it('the normaliser tells different markup apart', () => {
    expect(normalised('<a b="1" c="2">x</a>')).toBe(normalised('<a c="2" b="1">x</a>'));
    expect(normalised('<a b="1">x</a>')).not.toBe(normalised('<a b="2">x</a>'));
    expect(normalised(html(<P.Stack gap="sm">x</P.Stack>))).not.toBe(normalised(html(<M.Stack gap="md">x</M.Stack>)));
  });

  it('plain fields point their input at the label and the error', () => {
    const markup = html(<P.TextInput label="Email" error="Enter a valid email" name="email" value="" onChange={noop} />);
    const id = /<input[^>]* id="([^"]+)"/.exec(markup)![1]!;
    expect(markup).toContain(`for="${id}"`);
    expect(markup).toContain(`aria-describedby="${id}-error"`);
    expect(markup).toContain(`id="${id}-error"`);
    expect(markup).toContain('aria-invalid="true"');
  });
});
