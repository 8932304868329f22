// The blog is fixed content (spec section 2): 50 articles across the nine categories, complete,
// readable length, and self-contained (nothing loaded from another origin).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../shared/domain';
import { relatedPosts } from '../../src-renderer/portal/content/blog/blog-types';
import { IMAGES_DIR, POSTS_DIR, loadBlogPosts } from '../../scripts/blog/load-posts';

const posts = loadBlogPosts();

/** src=, href=, xlink:href= or url() pointing at another origin (http:, https: or protocol-relative). */
const FOREIGN_REFERENCE = /\b(?:src|href|xlink:href|srcset|action|poster)\s*=\s*["']?\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\//i;

describe('blog content', () => {
  it('has exactly 50 articles', () => {
    expect(posts).toHaveLength(50);
  });

  it('has at least five articles in each of the nine categories', () => {
    for (const category of BLOG_CATEGORIES) {
      const count = posts.filter((p) => p.category === category).length;
      expect(count, `${category} has ${count} articles`).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every article all its fields', () => {
    for (const post of posts) {
      for (const field of ['id', 'title', 'excerpt', 'category', 'author', 'date', 'readTime', 'imageAlt', 'html'] as const) {
        expect(post[field].trim(), `${post.id}: ${field}`).not.toBe('');
      }
      expect(post.date, `${post.id}: date`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date)), `${post.id}: date is a real day`).toBe(false);
      expect(post.readTime, `${post.id}: readTime`).toBe(`${Math.ceil(post.wordCount / 200)} min read`);
      expect(existsSync(post.imageFile), `${post.id}: cover ${post.imageFile}`).toBe(true);
      expect(path.dirname(post.imageFile), `${post.id}: cover inside the images folder`).toBe(IMAGES_DIR);
    }
  });

  it('names each file after its id, and ids are unique', () => {
    const files = readdirSync(POSTS_DIR).filter((f) => f.endsWith('.md'));
    expect(files.map((f) => f.replace(/\.md$/, '')).sort()).toEqual(posts.map((p) => p.id).sort());
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
  });

  it('keeps every body between 600 and 1,200 words', () => {
    for (const post of posts) {
      expect(post.wordCount, `${post.id} has ${post.wordCount} words`).toBeGreaterThanOrEqual(600);
      expect(post.wordCount, `${post.id} has ${post.wordCount} words`).toBeLessThanOrEqual(1200);
    }
  });

  it('offers related posts that exist, in the same category', () => {
    const ids = new Set(posts.map((p) => p.id));
    for (const post of posts) {
      const related = relatedPosts(posts, post);
      expect(related.length, `${post.id} has related posts`).toBeGreaterThan(0);
      for (const other of related) {
        expect(ids.has(other.id)).toBe(true);
        expect(other.category).toBe(post.category);
        expect(other.id).not.toBe(post.id);
      }
    }
  });

  it('references nothing on another origin, in article HTML or cover SVG', () => {
    for (const post of posts) {
      expect(post.html, `${post.id}: article HTML`).not.toMatch(FOREIGN_REFERENCE);
      expect(post.html, `${post.id}: article HTML`).not.toMatch(/<(?:script|iframe|img)\b/i);
      const svg = readFileSync(post.imageFile, 'utf8');
      expect(svg, `${post.id}: cover`).not.toMatch(FOREIGN_REFERENCE);
      expect(svg, `${post.id}: cover`).not.toMatch(/<image\b|@import|<script\b|<foreignObject\b/i);
    }
  });
});
