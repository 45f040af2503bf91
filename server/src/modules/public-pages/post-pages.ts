// /posts and /posts/{slug} as HTML (docs/product/portal.md#public-pages-arrive-as-html): the newest public
// posts, and one post with its author, date and sanitised body as a schema.org BlogPosting. A draft or
// hidden post reads as missing here, even to its author (the live page then shows it to them).
import { POSTS_PAGE_SIZE, type Post } from '@portal/shared-api/contract/posts';
import type { Deps } from '../../core/deps.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { html, trustedHtml } from '../../platform/html/escape-html.ts';
import type { PublicPage } from '../../platform/html/public-page-html.ts';
import { getReadablePost, listPublicPosts } from '../posts/index.ts';
import { absoluteUrl, formatDay, orNotFound, publicFrame } from './frame.ts';

const POSTS_TITLE = 'Posts';
const POSTS_DESCRIPTION = 'What learners and instructors write about their studies.';

const published = (post: Post) => (post.PublishedAt ? `Published ${formatDay(post.PublishedAt)}` : '');

export async function postsPage(deps: Deps): Promise<PublicPage> {
  const { posts } = await listPublicPosts(deps, null, { take: POSTS_PAGE_SIZE, skip: 0 });
  const url = absoluteUrl(deps, '/posts');
  const content = html`<div class="pr-page">
    <div class="pr-head">
      <h1>${POSTS_TITLE}</h1>
      <p class="pr-muted">${POSTS_DESCRIPTION}</p>
    </div>
    <section aria-labelledby="all-posts" class="pr-stack">
      <h2 id="all-posts">All posts</h2>
      <ul class="pr-grid">
        ${posts.map(
          (post) =>
            html`<li>
              <article class="pr-card">
                <div class="pr-body">
                  <h3><a href="/posts/${encodeURIComponent(post.Slug)}">${post.Title}</a></h3>
                  <p class="pr-small pr-muted">${post.Author.Name} · ${published(post)}</p>
                  <p class="pr-small">${post.Excerpt}</p>
                </div>
              </article>
            </li>`,
        )}
      </ul>
    </section>
  </div>`;
  return {
    status: 200,
    head: {
      title: POSTS_TITLE,
      description: POSTS_DESCRIPTION,
      canonicalUrl: url,
      imageUrl: null,
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: POSTS_TITLE,
        itemListElement: posts.map((post, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absoluteUrl(deps, `/posts/${encodeURIComponent(post.Slug)}`),
          name: post.Title,
        })),
      },
    },
    content: publicFrame('/posts', content),
  };
}

export async function postPage(deps: Deps, slug: string): Promise<PublicPage> {
  const post = await orNotFound(getReadablePost(deps, null, slug));
  if (!post) return { status: 404 };
  const path = `/posts/${encodeURIComponent(post.Slug)}`;
  const url = absoluteUrl(deps, path);
  const image = post.Image ? absoluteUrl(deps, post.Image.url) : null;
  const content = html`<div class="pr-page pr-reading">
    <article aria-labelledby="post-title" class="pr-stack">
      ${post.Image ? html`<img class="pr-cover" src="${post.Image.url}" alt="Cover of ${post.Title}" />` : null}
      <div class="pr-head">
        ${
          post.Category
            ? html`<p class="pr-small">
                <a href="/posts?category=${encodeURIComponent(post.Category.Slug)}">${post.Category.Title}</a>
              </p>`
            : null
        }
        <h1 id="post-title" class="pr-title">${post.Title}</h1>
        <p><strong>${post.Author.Name}</strong></p>
        <p class="pr-small pr-muted">${published(post)}</p>
      </div>
      <div class="pr-rich">${trustedHtml(sanitizeRichText(post.Content))}</div>
    </article>
  </div>`;
  const author = { '@type': 'Person', name: post.Author.Name };
  return {
    status: 200,
    head: {
      title: post.Title,
      description: post.Excerpt,
      canonicalUrl: url,
      imageUrl: image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.Title,
        description: post.Excerpt,
        url,
        mainEntityOfPage: url,
        ...(image ? { image } : {}),
        ...(post.PublishedAt ? { datePublished: post.PublishedAt } : {}),
        dateModified: post.UpdatedAt,
        author,
        publisher: { '@type': 'Organization', name: 'Academy', url: deps.config.publicUrl },
        ...(post.Category ? { articleSection: post.Category.Title } : {}),
      },
    },
    content: publicFrame(path, content),
  };
}
