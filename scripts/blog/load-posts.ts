// Reads the blog's Markdown articles at build time (Node only): front matter checked with zod,
// body turned into HTML, read time from the word count. The Vite plugin and the tests use it.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
// Direct file imports with extensions keep Vite's config loader simple (this runs inside vite.config.ts).
import { BLOG_CATEGORIES } from '../../shared/domain/constants.ts';
import type { BlogPostMeta } from '../../src-renderer/portal/content/blog/blog-types.ts';

/** The articles and their covers: content of the portal, read here at build time. */
export const BLOG_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '../../src-renderer/portal/content/blog');
export const POSTS_DIR = path.join(BLOG_DIR, 'posts');
export const IMAGES_DIR = path.join(BLOG_DIR, 'images');

const WORDS_PER_MINUTE = 200;

/** A post as the build sees it: the metadata, the cover's file path and the article HTML. */
export interface LoadedBlogPost extends Omit<BlogPostMeta, 'image'> {
  imageFile: string;
  html: string;
  wordCount: number;
}

const requiredText = (field: string) => z.string({ error: `${field} is missing` }).trim().min(1, `${field} is empty`);

// YAML reads an unquoted 2025-01-21 as a Date; both spellings mean the same day.
const isoDay = z
  .union([z.date(), z.string()])
  .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d.trim()))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'));

const FrontMatterSchema = z.object({
  id: requiredText('id').regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lowercase words joined by hyphens'),
  title: requiredText('title'),
  excerpt: requiredText('excerpt'),
  category: z.enum(BLOG_CATEGORIES),
  author: requiredText('author'),
  date: isoDay,
  image: requiredText('image'),
  imageAlt: requiredText('imageAlt'),
});

/** Words a reader reads: tokens of the visible text that hold a letter or a digit. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export const readTimeLabel = (words: number) => `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;

// Article bodies sit under the page's h1 (the title), so a stray level-1 heading becomes h2.
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading' && token.depth === 1) token.depth = 2;
  },
});

export function loadBlogPost(file: string, imagesDir = IMAGES_DIR): LoadedBlogPost {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const parsed = FrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`);
    throw new Error(`Blog post ${path.basename(file)} has bad front matter: ${problems.join('; ')}`);
  }
  const meta = parsed.data;
  // Wide code blocks and tables scroll sideways on phones; keyboard users must reach them too.
  const html = markdown
    .parse(content, { async: false })
    .replaceAll('<pre>', '<pre tabindex="0">')
    .replaceAll('<table>', '<table tabindex="0">');
  const wordCount = countWords(html);
  return {
    id: meta.id,
    title: meta.title,
    excerpt: meta.excerpt,
    category: meta.category,
    author: meta.author,
    date: meta.date,
    imageAlt: meta.imageAlt,
    imageFile: path.join(imagesDir, meta.image),
    readTime: readTimeLabel(wordCount),
    html,
    wordCount,
  };
}

/** Every article, newest first (then by title, so the order is stable). */
export function loadBlogPosts(postsDir = POSTS_DIR, imagesDir = IMAGES_DIR): LoadedBlogPost[] {
  const files = fs
    .readdirSync(postsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(postsDir, name));
  return files
    .map((file) => loadBlogPost(file, imagesDir))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
