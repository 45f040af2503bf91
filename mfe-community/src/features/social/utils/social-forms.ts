// The social dialogs' values and what they send: the post form (docs/product/social.md#post-form-rules) and
// the create-group form (docs/product/social.md#group-rules).
import {
  GROUP_DEFAULT_MAX_MEMBERS,
  parseTags,
  type SocialGroupFormValues,
  type SocialGroupPayload,
  type SocialPostFormValues,
  type SocialPostPayload,
  type SocialPostType,
} from '@portal/shared-api/social';

export const EMPTY_POST: SocialPostFormValues = { type: '', content: '', tags: '' };

/** Trimmed content and the comma-separated tags as a list. */
export function toPostPayload(values: SocialPostFormValues): SocialPostPayload {
  return {
    Type: values.type as SocialPostType,
    Content: values.content.trim(),
    Tags: parseTags(values.tags),
  };
}

export function emptyGroup(courseId = ''): SocialGroupFormValues {
  return {
    name: '',
    description: '',
    courseId,
    maxMembers: GROUP_DEFAULT_MAX_MEMBERS,
    privacy: 'public',
    tags: '',
  };
}

/** The number field gives text; the server takes an integer. */
export function toGroupPayload(values: SocialGroupFormValues): SocialGroupPayload {
  return {
    Username: values.name.trim(),
    Description: values.description.trim(),
    CourseId: values.courseId,
    MaxMembers: Number(values.maxMembers),
    Privacy: values.privacy,
    Tags: parseTags(values.tags),
  };
}
