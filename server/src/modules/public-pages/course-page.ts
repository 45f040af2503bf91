// /courses/{slug} as HTML (docs/product/portal.md#public-pages-arrive-as-html): the course's head, outline
// headings, description and instructor, a buy box with the cover and the price, and the course as schema.org
// JSON-LD. A draft, archived or unknown course is a 404 with the plain shell.
import type { CourseDetail } from '@portal/shared-api/contract/catalog';
import { displayName } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { html, trustedHtml } from '../../platform/html/escape-html.ts';
import type { PublicPage } from '../../platform/html/public-page-html.ts';
import { getCourseDetail } from '../catalog/index.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { absoluteUrl, orNotFound, priceText, publicFrame, ratingText } from './frame.ts';

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** schema.org's Course: what search engines show of a course (name, provider, price, rating, teacher). */
function courseJsonLd(deps: Deps, course: CourseDetail, url: string) {
  const instructor = { '@type': 'Person', name: displayName(course.Instructor) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.Title,
    description: course.ShortDescription,
    url,
    ...(course.CoverImage ? { image: absoluteUrl(deps, course.CoverImage) } : {}),
    inLanguage: course.Language,
    educationalLevel: course.Level,
    provider: { '@type': 'Organization', name: 'Academy', url: deps.config.publicUrl },
    instructor,
    author: instructor,
    offers: {
      '@type': 'Offer',
      category: course.Price === 0 ? 'Free' : 'Paid',
      price: (course.Price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(course.RatingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.Rating,
            ratingCount: course.RatingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: `PT${course.Duration}M`,
    },
  };
}

function courseContent(course: CourseDetail) {
  const list = (id: string, title: string, items: string[]) =>
    items.length === 0
      ? null
      : html`<section aria-labelledby="${id}">
          <h2 id="${id}">${title}</h2>
          <ul class="pr-outline">
            ${items.map((item) => html`<li>${item}</li>`)}
          </ul>
        </section>`;
  const students = `${course.Students} ${course.Students === 1 ? 'student' : 'students'}`;
  return html`<div class="pr-page">
    <div class="pr-course">
      <aside class="pr-card pr-buy" aria-label="Enrolment">
        ${course.CoverImage ? html`<img src="${course.CoverImage}" alt="" width="640" height="360" fetchpriority="high" />` : null}
        <div class="pr-body">
          <p class="pr-price">
            ${priceText(course.Price)}${
              course.OriginalPrice ? html` <s class="pr-muted">${priceText(course.OriginalPrice)}</s>` : null
            }
          </p>
          <a class="pr-signin" href="/login?next=${encodeURIComponent(`/courses/${course.Slug}`)}"
            >Sign in to enrol</a
          >
        </div>
      </aside>
      <div class="pr-stack">
        <div class="pr-course-head">
          <p class="pr-small pr-muted pr-crumbs">
            <a href="/courses">Courses</a>${
              course.Category
                ? html` /
                    <a href="/courses?category=${encodeURIComponent(course.Category.Slug)}"
                      >${course.Category.Title}</a
                    >`
                : null
            }
          </p>
          <h1>${course.Title}</h1>
          <p class="pr-lead">${course.ShortDescription}</p>
          <p class="pr-small">
            Rated ${ratingText(course.Rating, course.RatingCount)} · ${students} · ${course.Level}
          </p>
          <p class="pr-small pr-muted">
            Created by ${displayName(course.CreatedBy)} · Last updated ${monthYear(course.UpdatedAt)} ·
            ${course.Language}
          </p>
        </div>
        ${list('course-outcomes', 'What you will learn', course.WhatYouWillLearn)}
        ${list(
          'course-content',
          'Course content',
          course.Sections.map((section) => section.Title),
        )}
        ${list('course-requirements', 'Requirements', course.Requirements)}
        <section aria-labelledby="course-description">
          <h2 id="course-description">Description</h2>
          <div class="pr-rich">${trustedHtml(sanitizeRichText(course.Resume))}</div>
        </section>
        <section aria-labelledby="course-instructor">
          <h2 id="course-instructor">Instructor</h2>
          <p>${displayName(course.Instructor)}</p>
          ${course.Instructor.Profil ? html`<p class="pr-muted">${course.Instructor.Profil}</p>` : null}
        </section>
      </div>
    </div>
  </div>`;
}

export async function coursePage(deps: Deps, slug: string): Promise<PublicPage> {
  const course = await orNotFound(getCourseDetail(deps, slug, null));
  if (!course) return { status: 404 };
  const path = `/courses/${encodeURIComponent(course.Slug)}`;
  const url = absoluteUrl(deps, path);
  return {
    status: 200,
    head: {
      title: course.Title,
      description: course.ShortDescription,
      canonicalUrl: url,
      imageUrl: course.CoverImage ? absoluteUrl(deps, course.CoverImage) : null,
      type: 'website',
      jsonLd: courseJsonLd(deps, course, url),
    },
    content: publicFrame(path, courseContent(course)),
    // The buy box's cover comes first on a phone and is the page's largest element.
    leadImage: course.CoverImage,
  };
}
