// schema.org data as a <script type="application/ld+json"> block: data, never executed, so the
// CSP (no inline scripts) is kept. Rendered in the page, so it is in the server's HTML and
// hydrates unchanged.
import { jsonForScript } from '../../../shared/domain/page-render';

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
