// The post form's rules, with the contract's limits and messages (the server checks the same).
import { object, string } from 'yup';
import { POST_TEXTS, POST_TITLE_MAX_LENGTH } from '@portal/shared-api/posts';

/** The editor's HTML with the tags taken out: an empty paragraph is no content. */
const hasText = (html: string | undefined) => Boolean(html?.replace(/<[^>]*>/g, '').trim());

export const postFormSchema = object({
  Title: string()
    .trim()
    .required(POST_TEXTS.titleRequired)
    .max(POST_TITLE_MAX_LENGTH, `Keep the title to ${POST_TITLE_MAX_LENGTH} characters.`),
  Content: string().test('has-text', POST_TEXTS.contentRequired, hasText),
});
