// A page's title, description, canonical URL, Open Graph tags and (on the server) its status.
// In the browser the tags are React 19 hoistables; on the server they are collected instead and
// written into <head> by the renderer (seo/head-tags.ts makes both from the same list).
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../app-config';
import { headTags, type PageHead } from '../seo/head-tags';

export { SITE_NAME } from '../seo/head-tags';

/** Set by the server renderer: PageMeta hands it the page's head instead of rendering tags. */
export const HeadCollectorContext = createContext<((head: PageHead) => void) | null>(null);

type PageMetaProps = Omit<PageHead, 'canonicalPath'> & {
  /** Canonical path; defaults to the current path without its query string. */
  canonicalPath?: string;
};

export function PageMeta(props: PageMetaProps) {
  const collect = useContext(HeadCollectorContext);
  const { pathname } = useLocation();
  const { siteUrl } = useAppConfig();
  const head: PageHead = { ...props, canonicalPath: props.canonicalPath ?? pathname };
  if (collect) {
    collect(head);
    return null;
  }
  return (
    <>
      {headTags(head, siteUrl).map(({ tag: Tag, attrs, text }) =>
        Tag === 'title' ? <title key="title">{text}</title> : <Tag key={`${Tag}:${attrs.name ?? attrs.property ?? attrs.rel}`} {...attrs} />,
      )}
    </>
  );
}
