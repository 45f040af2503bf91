// /courses as HTML (docs/product/portal.md#public-pages-arrive-as-html): the catalogue's first page of
// course cards, in the order the live page shows them, and the same list as a schema.org ItemList.
import { CATALOG_PAGE_SIZE, CATALOG_TEXTS, type CatalogCourse } from '@portal/shared-api/contract/catalog';
import { displayName } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { html, type SafeHtml } from '../../platform/html/escape-html.ts';
import type { PublicPage } from '../../platform/html/public-page-html.ts';
import { searchCatalog } from '../catalog/index.ts';
import { absoluteUrl, priceText, publicFrame, ratingText } from './frame.ts';

/** A course card as the catalogue draws it: cover, title (the link), instructor, rating, price. */
export function courseCard(course: {
  Slug: string;
  Title: string;
  Cover: string | null;
  Instructor: string;
  Rating: number;
  RatingCount: number | null;
  Price: number;
}): SafeHtml {
  return html`<li>
    <article class="pr-card">
      ${course.Cover ? html`<img src="${course.Cover}" alt="" width="640" height="360" />` : null}
      <div class="pr-body">
        <h2><a href="/courses/${encodeURIComponent(course.Slug)}">${course.Title}</a></h2>
        <p class="pr-small pr-muted">${course.Instructor}</p>
        <p class="pr-small">
          Rated
          ${
            course.RatingCount === null
              ? course.Rating.toFixed(1)
              : ratingText(course.Rating, course.RatingCount)
          }
        </p>
        <p class="pr-price">${priceText(course.Price)}</p>
      </div>
    </article>
  </li>`;
}

const cardOf = (course: CatalogCourse) =>
  courseCard({
    Slug: course.Slug,
    Title: course.Title,
    Cover: course.CoverImage,
    Instructor: displayName(course.CreatedBy),
    Rating: course.Rating,
    RatingCount: course.RatingCount,
    Price: course.Price,
  });

export async function catalogPage(deps: Deps): Promise<PublicPage> {
  const page = await searchCatalog(deps, { page: 1, limit: CATALOG_PAGE_SIZE });
  const url = absoluteUrl(deps, '/courses');
  const count = `${page.total} ${page.total === 1 ? 'course' : 'courses'}`;
  const content = html`<div class="pr-page">
    <div class="pr-head">
      <h1>${CATALOG_TEXTS.title}</h1>
      <p class="pr-muted">${CATALOG_TEXTS.description}</p>
    </div>
    <section aria-label="Courses" class="pr-stack">
      <p class="pr-muted">${count}</p>
      <ul class="pr-grid">
        ${page.courses.map(cardOf)}
      </ul>
    </section>
  </div>`;
  return {
    status: 200,
    head: {
      title: CATALOG_TEXTS.title,
      description: CATALOG_TEXTS.description,
      canonicalUrl: url,
      imageUrl: page.courses[0]?.CoverImage ? absoluteUrl(deps, page.courses[0].CoverImage) : null,
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: CATALOG_TEXTS.title,
        numberOfItems: page.courses.length,
        itemListElement: page.courses.map((course, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absoluteUrl(deps, `/courses/${encodeURIComponent(course.Slug)}`),
          name: course.Title,
        })),
      },
    },
    content: publicFrame('/courses', content),
    // The first card's cover is the page's largest element on a phone.
    leadImage: page.courses[0]?.CoverImage ?? null,
  };
}
