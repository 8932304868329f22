// Vite plugin: the blog as build-time content. `virtual:blog-posts` holds the metadata of every
// article (covers imported, so Vite hashes them) and one lazy loader per article, whose HTML
// lands in its own chunk and is fetched only when that article is opened.
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBlogPosts, POSTS_DIR, IMAGES_DIR, type LoadedBlogPost } from './load-posts.ts';

const LIST_ID = 'virtual:blog-posts';
const HTML_PREFIX = 'virtual:blog-post-html/';
const RESOLVED = '\0';

export function blogPlugin(postsDir = POSTS_DIR, imagesDir = IMAGES_DIR): Plugin {
  let cache: LoadedBlogPost[] | null = null;
  const posts = () => (cache ??= loadBlogPosts(postsDir, imagesDir));
  const isContentFile = (file: string) => [postsDir, imagesDir].some((dir) => file.startsWith(dir + path.sep));

  return {
    name: 'job-portal-blog',
    buildStart() {
      cache = null;
      this.addWatchFile(postsDir);
    },
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(HTML_PREFIX)) return RESOLVED + id;
      return null;
    },
    load(id) {
      if (id === RESOLVED + LIST_ID) return listModule(posts());
      if (id.startsWith(RESOLVED + HTML_PREFIX)) {
        const postId = id.slice(RESOLVED.length + HTML_PREFIX.length);
        const post = posts().find((p) => p.id === postId);
        if (!post) throw new Error(`No blog post with id ${postId}`);
        return `export default ${JSON.stringify(post.html)};`;
      }
      return null;
    },
    // In dev, an edited, added or removed article reloads the page with fresh content.
    configureServer(server) {
      const onChange = (file: string) => {
        if (!isContentFile(file)) return;
        cache = null;
        for (const mod of server.moduleGraph.getModulesByFile(RESOLVED + LIST_ID) ?? []) {
          server.moduleGraph.invalidateModule(mod);
        }
        server.moduleGraph.idToModuleMap.forEach((mod, id) => {
          if (id.startsWith(RESOLVED + HTML_PREFIX)) server.moduleGraph.invalidateModule(mod);
        });
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add([postsDir, imagesDir]);
      server.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
    },
  };
}

function listModule(posts: LoadedBlogPost[]): string {
  const imports = posts.map((post, i) => `import cover${i} from ${JSON.stringify(post.imageFile)};`);
  const entries = posts.map((post, i) => {
    const { imageFile: _file, html: _html, wordCount: _words, ...meta } = post;
    return `  { ...${JSON.stringify(meta)}, image: cover${i} },`;
  });
  const loaders = posts.map((post) => `  ${JSON.stringify(post.id)}: () => import(${JSON.stringify(HTML_PREFIX + post.id)}),`);
  return [
    ...imports,
    `export const posts = [\n${entries.join('\n')}\n];`,
    `const loaders = {\n${loaders.join('\n')}\n};`,
    'export function loadPostHtml(id) {',
    '  const load = Object.hasOwn(loaders, id) ? loaders[id] : null;',
    '  return load ? load().then((m) => m.default) : Promise.resolve(null);',
    '}',
  ].join('\n');
}
