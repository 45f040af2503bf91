// A signed-in person's dashboard and My Courses with their first screen already in the HTML, and every page of
// theirs in the theme and font size they picked, for the static plugin to write into the shell's index.html
// (docs/product/portal.md#signed-in-pages-arrive-as-html).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { renderSignedInPage } from './render.ts';
